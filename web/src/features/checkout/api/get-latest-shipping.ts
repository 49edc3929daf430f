import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { checkoutKeys } from './query-keys';
import { ordersLatestShippingRoute } from '@tiffin/shared/api/routes/orders';

export function getLatestShipping(signal?: AbortSignal) {
  return api(ordersLatestShippingRoute, { signal });
}

export function latestShippingQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.latestShipping(),
    queryFn: ({ signal }) => getLatestShipping(signal),
    meta: sessionQueryMeta('customer'),
  });
}

/** The address of the customer's latest order (docs/product.md#checkout: the saved-address card), or null. */
export function useLatestShipping() {
  return useQuery(latestShippingQueryOptions());
}
