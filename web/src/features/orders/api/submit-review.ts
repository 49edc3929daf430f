import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { OrderPage, submitReviewBodySchema } from '@tiffin/shared/api/orders';
import { api } from '@/lib/api-client';
import { orderKeys } from './query-keys';
import { reviewsSubmitRoute } from '@tiffin/shared/api/routes/reviews';

export type ReviewInput = z.input<typeof submitReviewBodySchema>;

export function submitReview(body: ReviewInput) {
  return api(reviewsSubmitRoute, { body });
}

/** Marks the reviewed line (or restaurant) of the cached order, so its button reads 'Reviewed' at once. */
function markReviewed(pages: InfiniteData<OrderPage> | undefined, review: ReviewInput) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((order) => {
        if (order.orderId !== review.orderId) return order;
        if (review.type === 'restaurant') return { ...order, restaurantReviewed: true };
        return {
          ...order,
          cartItems: order.cartItems.map((line) =>
            line.foodId._id === review.foodId ? { ...line, reviewed: true } : line,
          ),
        };
      }),
    })),
  };
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_answer, review) => {
      queryClient.setQueryData<InfiniteData<OrderPage>>(orderKeys.mine(), (pages) => markReviewed(pages, review));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    // 'Already reviewed' and the like: the list shows what the server knows.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
