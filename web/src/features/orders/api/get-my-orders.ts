import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, cursorPages } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { orderKeys } from './query-keys';

export const MY_ORDERS_PAGE_SIZE = 10;
/** DESIGN 8: My Orders refreshes by itself, so a status the seller changes shows up without a reload. */
export const MY_ORDERS_REFRESH_MS = 30_000;

export function getMyOrders(cursor: string | undefined, signal?: AbortSignal) {
  return api('orders/mine', { query: { limit: MY_ORDERS_PAGE_SIZE, cursor }, signal });
}

export function myOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('customer'),
  });
}

/** The customer's orders, newest first, page by page; fresh on every visit, every 30 s and on focus. */
export function useMyOrders() {
  return useInfiniteQuery({
    ...myOrdersQueryOptions(),
    staleTime: 0,
    refetchInterval: MY_ORDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
