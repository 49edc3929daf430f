import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An address or pincode's coordinates, from our offline geocoder (DESIGN 9); asked when the seller searches. */
export function findPlace(address: string) {
  return api('geo/coords', { query: { address } });
}

export function useFindPlace() {
  return useMutation({ mutationFn: findPlace });
}
