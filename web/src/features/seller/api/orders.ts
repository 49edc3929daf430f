import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Order, OrderStep } from '@tiffin/shared/api/orders';
import type { SellerOrderPage } from '@tiffin/shared/api/seller';
import { api, cursorPages } from '@/lib/api-client';
import { refreshWhile, type LiveStatus } from '@/lib/live-updates';
import { replaceOrderInPages } from '@/lib/paged-query';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';
import {
  sellerListOrdersRoute,
  sellerRejectOrderRoute,
  sellerUpdateOrderStatusRoute,
} from '@tiffin/shared/api/routes/seller';

/** New orders show up without a reload. */
export const SELLER_ORDERS_REFRESH_MS = 30_000;

export function getSellerOrders(cursor: string | undefined, signal?: AbortSignal) {
  return api(sellerListOrdersRoute, { query: { cursor }, signal });
}

export function sellerOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: sellerKeys.orders(),
    queryFn: ({ pageParam, signal }) => getSellerOrders(pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('seller'),
  });
}

/**
 * The restaurant's orders, newest first, 20 a page; fresh on every visit and on every live update (no polling
 * while the socket is open, every 15 s while it is down, every 30 s without live updates).
 */
export function useSellerOrders(live: LiveStatus = 'off') {
  return useInfiniteQuery({
    ...sellerOrdersQueryOptions(),
    staleTime: 0,
    refetchInterval: refreshWhile(live, SELLER_ORDERS_REFRESH_MS),
  });
}

export function getWaitingOrders(signal?: AbortSignal) {
  return api(sellerListOrdersRoute, { query: { waiting: 'true' }, signal });
}

export function waitingOrdersQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.waitingOrders(),
    queryFn: ({ signal }) => getWaitingOrders(signal),
    select: (page: SellerOrderPage) => page.items,
    meta: sessionQueryMeta('seller'),
  });
}

/**
 * The paid orders the restaurant has neither accepted nor rejected, oldest first, as the server keeps them: the
 * same on every device and after a reload. Fresh on every live update, polled while the socket is down.
 */
export function useWaitingOrders(live: LiveStatus = 'off') {
  return useQuery({
    ...waitingOrdersQueryOptions(),
    staleTime: 0,
    refetchInterval: refreshWhile(live, SELLER_ORDERS_REFRESH_MS),
  });
}

export function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStep }) {
  return api(sellerUpdateOrderStatusRoute, { params: { id: orderId }, body: { status } });
}

export function rejectOrder({ orderId, reason }: { orderId: string; reason: string }) {
  return api(sellerRejectOrderRoute, { params: { id: orderId }, body: { reason } });
}

/**
 * A change of one order (its status, a rejection): the card shows the server's copy, the waiting orders and the
 * dashboard refresh.
 */
function useOrderChange<Variables, Answer extends { order: Order }>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<InfiniteData<SellerOrderPage>>(sellerKeys.orders(), (pages) =>
        replaceOrderInPages(pages, order),
      );
      // An order accepted or rejected waits no more: the alert ends at once, then the server's list confirms it.
      queryClient.setQueryData<SellerOrderPage>(sellerKeys.waitingOrders(), (page) =>
        page ? { ...page, items: page.items.filter((waiting) => waiting.orderId !== order.orderId) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.waitingOrders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
    // 'This order is already Delivered.' and the like: the list shows what the server knows.
    onError: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
  });
}

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);

/** Beyond the spec: the restaurant rejects a Pending order, saying why; the customer is refunded. */
export const useRejectOrder = () => useOrderChange(rejectOrder);
