/** The payment routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { paymentEndpoints } from '../endpoints.ts';
import {
  createPaymentBodySchema,
  type OrderCreated,
  type PaymentKey,
  type PaymentOrder,
  verifyPaymentBodySchema,
} from '../orders.ts';

const route = routesOf(paymentEndpoints);

export const paymentRoutes = {
  'payment/getKey': route<PaymentKey>()('payment/getKey', {
    data: 'none',
  }),
  'payment/createOrder': route<PaymentOrder>()('payment/createOrder', {
    needs: ['payments'],
    schemas: { body: createPaymentBodySchema },
  }),
  'payment/verify': route<OrderCreated>()('payment/verify', {
    needs: ['payments', 'mail'],
    schemas: { body: verifyPaymentBodySchema },
  }),
  'payment/webhook': route<{ received: true }>()('payment/webhook', {
    rawBody: true,
    needs: ['payments', 'mail'],
  }),
} as const satisfies Record<string, RouteDef>;
