import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartChanged } from '@/lib/cart-query';
import { ordersReorderRoute } from '@tiffin/shared/api/routes/orders';

export function reorder({ orderId, replace }: { orderId: string; replace?: boolean }) {
  return api(ordersReorderRoute, { params: { id: orderId }, body: replace ? { replace: true } : {} });
}

/** 'Order again' (beyond the spec): the cart it answers with is the cart everywhere at once. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (answer) => void cartChanged(queryClient, answer.cart),
    onError: () => void cartChanged(queryClient, undefined),
  });
}
