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
  type OrderOne,
  type OrderPage,
} from '../orders.ts';

const route = routesOf(ordersEndpoints);

// 7.4 orders, payment and reviews
export const ordersLatestShippingRoute = /* @__PURE__ */ route<LatestShipping>()('orders/latestShipping', {});

export const ordersCreateRoute = /* @__PURE__ */ route<OrderCreated>()('orders/create', {
  needs: ['payments', 'mail'],
  schemas: { body: createOrderBodySchema },
});

export const ordersMineRoute = /* @__PURE__ */ route<OrderPage>()('orders/mine', {
  schemas: { query: myOrdersQuerySchema },
});

export const ordersOneRoute = /* @__PURE__ */ route<OrderOne>()('orders/one', {
  schemas: { params: idParamsSchema },
});

export const ordersCancelRoute = /* @__PURE__ */ route<OrderEnded>()('orders/cancel', {
  needs: ['payments', 'mail'],
  schemas: { params: idParamsSchema, body: cancelOrderBodySchema },
});

export const ordersReorderRoute = /* @__PURE__ */ route<Reordered>()('orders/reorder', {
  schemas: { params: idParamsSchema, body: reorderBodySchema },
});

export const ordersAllRoute = /* @__PURE__ */ route<AllOrdersPage>()('orders/all', {
  schemas: { query: adminPageQuerySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const ordersRoutes = {
  'orders/latestShipping': ordersLatestShippingRoute,
  'orders/create': ordersCreateRoute,
  'orders/mine': ordersMineRoute,
  'orders/one': ordersOneRoute,
  'orders/cancel': ordersCancelRoute,
  'orders/reorder': ordersReorderRoute,
  'orders/all': ordersAllRoute,
} as const satisfies Record<string, RouteDef>;
