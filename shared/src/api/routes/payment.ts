/** The payment routes of THE route table (routes.ts assembles every group). */
import { CHECKOUT_LIMITS, routesOf, type RouteDef } from '../route-def.ts';
import { paymentEndpoints } from '../endpoints.ts';
import {
  createPaymentBodySchema,
  type OrderCreated,
  type PaymentKey,
  type PaymentOrder,
  verifyPaymentBodySchema,
} from '../orders.ts';

const route = routesOf(paymentEndpoints);

export const paymentGetKeyRoute = /* @__PURE__ */ route<PaymentKey>()('payment/getKey', {
  data: 'none',
});

export const paymentCreateOrderRoute = /* @__PURE__ */ route<PaymentOrder>()('payment/createOrder', {
  needs: ['payments'],
  schemas: { body: createPaymentBodySchema },
  limits: CHECKOUT_LIMITS,
});

export const paymentVerifyRoute = /* @__PURE__ */ route<OrderCreated>()('payment/verify', {
  needs: ['payments', 'mail'],
  schemas: { body: verifyPaymentBodySchema },
});

export const paymentWebhookRoute = /* @__PURE__ */ route<{ received: true }>()('payment/webhook', {
  rawBody: true,
  needs: ['payments', 'mail'],
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const paymentRoutes = {
  'payment/getKey': paymentGetKeyRoute,
  'payment/createOrder': paymentCreateOrderRoute,
  'payment/verify': paymentVerifyRoute,
  'payment/webhook': paymentWebhookRoute,
} as const satisfies Record<string, RouteDef>;
