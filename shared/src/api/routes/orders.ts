/** The orders routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { ordersEndpoints } from '../endpoints.ts';
import { idParamsSchema } from '../common.ts';
import { adminPageQuerySchema, type AllOrdersPage } from '../admin.ts';
import { reorderBodySchema, type Reordered } from '../cart.ts';
import {
  cancelOrderBodySchema,
  createOrderBodySchema,
  type LatestShipping,
  myOrdersQuerySchema,
  type OrderCreated,
  type OrderEnded,
  type OrderPage,
} from '../orders.ts';

const route = routesOf(ordersEndpoints);

export const ordersRoutes = {
  // 7.4 orders, payment and reviews
  'orders/latestShipping': route<LatestShipping>()('orders/latestShipping', {}),
  'orders/create': route<OrderCreated>()('orders/create', {
    needs: ['payments', 'mail'],
    schemas: { body: createOrderBodySchema },
  }),
  'orders/mine': route<OrderPage>()('orders/mine', {
    schemas: { query: myOrdersQuerySchema },
  }),
  'orders/cancel': route<OrderEnded>()('orders/cancel', {
    needs: ['payments', 'mail'],
    schemas: { params: idParamsSchema, body: cancelOrderBodySchema },
  }),
  'orders/reorder': route<Reordered>()('orders/reorder', {
    schemas: { params: idParamsSchema, body: reorderBodySchema },
  }),
  'orders/all': route<AllOrdersPage>()('orders/all', {
    schemas: { query: adminPageQuerySchema },
  }),
} as const satisfies Record<string, RouteDef>;
