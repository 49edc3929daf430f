import { queryOptions } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { createOrderBodySchema, createPaymentBodySchema } from '@tiffin/shared/api/orders';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { checkoutKeys } from './query-keys';
import { ordersCreateRoute } from '@tiffin/shared/api/routes/orders';
import { paymentCreateRoute, paymentGetKeyRoute, paymentVerifyRoute } from '@tiffin/shared/api/routes/payment';

export type CreatePaymentInput = z.input<typeof createPaymentBodySchema>;
export type CreateOrderInput = z.input<typeof createOrderBodySchema>;

export function paymentKeyQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.paymentKey(),
    queryFn: ({ signal }) => api(paymentGetKeyRoute, { signal }),
    staleTime: Infinity,
    meta: sessionQueryMeta('customer'),
  });
}

/** Starts a payment: the server prices its own cart for this address and refuses an amount that differs. */
export function createPayment(body: CreatePaymentInput) {
  return api(paymentCreateRoute, { body });
}

/** The server asks the payment provider and, once paid, creates the order (or answers the one already made). */
export function verifyPayment(paymentIntentId: string) {
  return api(paymentVerifyRoute, { body: { paymentIntentId } });
}

/** The spec's order-create; idempotent, it answers the same order as verify. */
export function createOrder(body: CreateOrderInput) {
  return api(ordersCreateRoute, { body });
}
