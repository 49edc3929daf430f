import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { addToCartBodySchema, updateCartBodySchema } from '@tiffin/shared/api/cart';
import { api } from '@/lib/api-client';
import { cartChanged } from '@/lib/cart-query';
import { cartAddRoute, cartDeleteRoute, cartUpdateRoute } from '@tiffin/shared/api/routes/cart';

export type AddToCartInput = z.input<typeof addToCartBodySchema>;
export type UpdateCartInput = z.input<typeof updateCartBodySchema>;

export function addToCart(body: AddToCartInput) {
  return api(cartAddRoute, { body });
}

export function updateCartLine(body: UpdateCartInput) {
  return api(cartUpdateRoute, { body });
}

export function removeFromCart(foodId: string) {
  return api(cartDeleteRoute, { body: { foodId } });
}

/** Every cart change shows the cart it answers with, then refreshes the cart (the navbar badge included). */
function useCartMutation<Input>(mutationFn: (input: Input) => ReturnType<typeof addToCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (change) => void cartChanged(queryClient, change.cart),
    // A refusal (stock, another restaurant) may mean the cart changed elsewhere: look again.
    onError: () => void cartChanged(queryClient, undefined),
  });
}

export const useAddToCart = () => useCartMutation(addToCart);
export const useUpdateCartLine = () => useCartMutation(updateCartLine);
export const useRemoveFromCart = () => useCartMutation(removeFromCart);
