import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import { orderKeys } from './query-keys';

export const MY_ORDERS_PAGE_SIZE = 10;
/** DESIGN 8: My Orders refreshes by itself, so a status the seller changes shows up without a reload. */
export const MY_ORDERS_REFRESH_MS = 30_000;

export function myOrdersQueryOptions() {
  return pagedQueryOptions('orders/mine', {
    queryKey: orderKeys.mine(),
    query: { limit: MY_ORDERS_PAGE_SIZE },
    role: 'customer',
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
