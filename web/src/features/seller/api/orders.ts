import {
  infiniteQueryOptions,
  useInfiniteQuery,
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

/** New orders show up without a reload. */
export const SELLER_ORDERS_REFRESH_MS = 30_000;

export function getSellerOrders(cursor: string | undefined, signal?: AbortSignal) {
  return api('seller/listOrders', { query: { cursor }, signal });
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

export function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStep }) {
  return api('seller/updateOrderStatus', { params: { id: orderId }, body: { status } });
}

export function rejectOrder({ orderId, reason }: { orderId: string; reason: string }) {
  return api('seller/rejectOrder', { params: { id: orderId }, body: { reason } });
}

/** A change of one order (its status, a rejection): the card shows the server's copy, the dashboard refreshes. */
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
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
    // 'This order is already Delivered.' and the like: the list shows what the server knows.
    onError: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
  });
}

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);

/** Beyond the spec: the restaurant rejects a Pending order, saying why; the customer is refunded. */
export const useRejectOrder = () => useOrderChange(rejectOrder);
