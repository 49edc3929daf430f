import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Order, OrderStatus } from '@tiffin/shared/api/orders';
import type { SellerOrderPage } from '@tiffin/shared/api/seller';
import { api, cursorPages } from '@/lib/api-client';
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

/** The restaurant's orders, newest first, 20 a page; fresh on every visit and every 30 s. */
export function useSellerOrders() {
  return useInfiniteQuery({
    ...sellerOrdersQueryOptions(),
    staleTime: 0,
    refetchInterval: SELLER_ORDERS_REFRESH_MS,
  });
}

export function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }) {
  return api('seller/updateOrderStatus', { params: { id: orderId }, body: { status } });
}

function replaceOrder(pages: InfiniteData<SellerOrderPage> | undefined, order: Order) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.orderId === order.orderId ? order : item)),
    })),
  };
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<InfiniteData<SellerOrderPage>>(sellerKeys.orders(), (pages) =>
        replaceOrder(pages, order),
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
    // 'This order is already Delivered.' and the like: the list shows what the server knows.
    onError: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
  });
}
