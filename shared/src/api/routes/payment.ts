/** The payment routes of THE route table (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
import {
  createPaymentBodySchema,
  type OrderCreated,
  type PaymentKey,
  type PaymentOrder,
  verifyPaymentBodySchema,
} from '../orders.ts';

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
