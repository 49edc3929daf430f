import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { geoCoordsRoute } from '@tiffin/shared/api/routes/geo';

/** An address or pincode's coordinates, from our offline geocoder (docs/architecture.md#geography-offline); asked when the seller searches. */
export function findPlace(address: string) {
  return api(geoCoordsRoute, { query: { address } });
}

export function useFindPlace() {
  return useMutation({ mutationFn: findPlace });
}
