import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pincodeKeys } from './query-keys';
import { geoCoordsRoute, geoPincodeRoute } from '@tiffin/shared/api/routes/geo';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';

export const isPincode = (value: string) => /^\d{6}$/.test(value);

export function lookupPincode(pincode: string, signal?: AbortSignal) {
  return api(geoPincodeRoute, { params: { pincode }, signal });
}

/** Our offline pincode lookup (docs/architecture.md#geography-offline); a pincode's place does not change, so it is asked once. */
export function pincodeQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: pincodeKeys.detail(pincode),
    queryFn: ({ signal }) => lookupPincode(pincode, signal),
    staleTime: Infinity,
  });
}

export function usePincode(pincode: string | undefined) {
  return useQuery({ ...pincodeQueryOptions(pincode ?? ''), enabled: pincode !== undefined && isPincode(pincode) });
}

/**
 * Where checkout measures the delivery fee from: the address itself, its pincode checked against it. The server's
 * rule (functions/src/domain/geo/places.ts), asked of the server, so the confirm page prices what the payment charges.
 */
export function useDeliveryPoint(info: Pick<ShippingInfo, 'address' | 'pincode'> | null) {
  const address = info?.address ?? '';
  const pincode = info?.pincode ?? '';
  return useQuery({
    queryKey: pincodeKeys.deliveryPoint(address, pincode),
    queryFn: ({ signal }) => api(geoCoordsRoute, { query: { address, pincode }, signal }),
    enabled: address.trim() !== '' && isPincode(pincode),
    staleTime: Infinity,
  });
}
