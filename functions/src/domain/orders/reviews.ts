import { randomUUID } from 'node:crypto';
import type * as z from '@tiffin/shared/zod';
import type { submitReviewBodySchema } from '@tiffin/shared/api/orders';
import { BadRequest, Conflict, NotFound } from '#platform/errors';
import type { Ports } from '#domain/ports';

export const REVIEW_MESSAGES = {
  submitted: 'Review submitted!',
  notDelivered: 'You can review once your order is delivered.',
  already: 'You have already reviewed this.',
  unknownOrder: 'Order not found',
  unknownLine: 'This dish is not part of the order',
  gone: 'This dish or restaurant is no longer on Tiffin.',
} as const;

/** Reviews only the caller's own Delivered order: one per dish line and one for the restaurant. */
export async function submitReview(
  { accounts, orders, reviews, clock }: Pick<Ports, 'accounts' | 'orders' | 'reviews' | 'clock'>,
  userId: string,
  input: z.output<typeof submitReviewBodySchema>,
) {
  const order = await orders.getOrder(input.orderId);
  if (!order || order.userId !== userId) throw new NotFound(REVIEW_MESSAGES.unknownOrder);
  if (order.orderStatus !== 'Delivered') throw new Conflict(REVIEW_MESSAGES.notDelivered, 'NOT_DELIVERED');

  let target: number | 'restaurant';
  let subjectId: string;
  if (input.type === 'food') {
    if (!input.foodId) throw new BadRequest('foodId is required for a dish review');
    target = order.lines.findIndex((line) => line.foodId === input.foodId);
    if (target < 0) throw new NotFound(REVIEW_MESSAGES.unknownLine);
    if (order.lines[target]!.reviewed) throw new Conflict(REVIEW_MESSAGES.already, 'ALREADY_REVIEWED');
    subjectId = input.foodId;
  } else {
    if (order.restaurantReviewed) throw new Conflict(REVIEW_MESSAGES.already, 'ALREADY_REVIEWED');
    target = 'restaurant';
    subjectId = order.restaurantId;
  }

  const author = await accounts.getAccount(userId);
  const review = {
    id: randomUUID(),
    subject: input.type,
    subjectId,
    userId,
    name: author?.username ?? order.customerName,
    rating: input.rating,
    comment: input.comment,
    orderId: order.orderId,
    createdAt: clock.now().toISOString(),
  };
  if (!(await reviews.writeReview(order, target, review))) {
    // Lost a race with a twin request, or the dish left the catalogue since.
    const fresh = await orders.getOrder(order.orderId);
    const done = target === 'restaurant' ? fresh?.restaurantReviewed : fresh?.lines[target]?.reviewed;
    throw done ? new Conflict(REVIEW_MESSAGES.already, 'ALREADY_REVIEWED') : new Conflict(REVIEW_MESSAGES.gone);
  }
  return { message: REVIEW_MESSAGES.submitted };
}
