/** The payment routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { CHECKOUT_LIMITS, STRIPE_CALL_LIMITS, route, type RouteDef } from '../route-def.ts';
import {
  createPaymentBodySchema,
  type OrderCreated,
  type PaymentKey,
  type PaymentOrder,
  verifyPaymentBodySchema,
} from '../orders.ts';

export const paymentGetKeyRoute = /* @__PURE__ */ route<PaymentKey>()('payment/get-key', {
  method: 'GET',
  path: '/api/payment/get-key',
  role: 'customer',
  data: 'none',
});

export const paymentCreateRoute = /* @__PURE__ */ route<PaymentOrder>()('payment/create', {
  method: 'POST',
  path: '/api/payment/create-order',
  role: 'customer',
  needs: ['payments'],
  schemas: { body: createPaymentBodySchema },
  limits: CHECKOUT_LIMITS,
});

export const paymentVerifyRoute = /* @__PURE__ */ route<OrderCreated>()('payment/verify', {
  method: 'POST',
  path: '/api/payment/verify',
  role: 'customer',
  needs: ['payments', 'mail'],
  schemas: { body: verifyPaymentBodySchema },
  limits: STRIPE_CALL_LIMITS,
});

export const paymentWebhookRoute = /* @__PURE__ */ route<{ received: true }>()('payment/webhook', {
  method: 'POST',
  path: '/api/payment/webhook',
  role: 'public',
  rawBody: true,
  // The API key too: the webhook retrieves the intent from Stripe and refunds a payment it cannot place.
  needs: ['stripeWebhook', 'payments', 'mail'],
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const paymentRoutes = {
  'payment/get-key': paymentGetKeyRoute,
  'payment/create': paymentCreateRoute,
  'payment/verify': paymentVerifyRoute,
  'payment/webhook': paymentWebhookRoute,
} as const satisfies Record<string, RouteDef>;
