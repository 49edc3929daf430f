import { useInfiniteQuery } from '@tanstack/react-query';
import { refreshWhile, type LiveStatus } from '@/lib/live-updates';
import { pagedQueryOptions } from '@/lib/paged-query';
import { orderKeys } from './query-keys';
import { ordersListMineRoute } from '@tiffin/shared/api/routes/orders';

export const MY_ORDERS_PAGE_SIZE = 10;
/** docs/architecture.md#shape: My Orders refreshes by itself, so a status the seller changes shows up without a reload. */
export const MY_ORDERS_REFRESH_MS = 30_000;

export function myOrdersQueryOptions() {
  return pagedQueryOptions(ordersListMineRoute, {
    queryKey: orderKeys.mine(),
    query: { limit: MY_ORDERS_PAGE_SIZE },
    role: 'customer',
  });
}

/**
 * The customer's orders, newest first, page by page; fresh on every visit and on focus, and on every live update
 * (no polling while the socket is open, every 15 s while it is down, every 30 s without live updates).
 */
export function useMyOrders(live: LiveStatus = 'off') {
  return useInfiniteQuery({
    ...myOrdersQueryOptions(),
    staleTime: 0,
    refetchInterval: refreshWhile(live, MY_ORDERS_REFRESH_MS),
    refetchOnWindowFocus: true,
  });
}
