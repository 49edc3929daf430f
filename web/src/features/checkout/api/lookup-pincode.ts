import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pincodeKeys } from './query-keys';
import { geoPincodeRoute } from '@tiffin/shared/api/routes/geo';

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
