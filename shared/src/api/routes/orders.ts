/** The orders routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { STRIPE_CALL_LIMITS, route, type RouteDef } from '../route-def.ts';
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

// docs/product.md#order-and-payment-calls
export const ordersLatestShippingRoute = /* @__PURE__ */ route<LatestShipping>()('orders/latest-shipping', {
  method: 'GET',
  path: '/api/order/latest-shipping',
  role: 'customer',
});

export const ordersCreateRoute = /* @__PURE__ */ route<OrderCreated>()('orders/create', {
  method: 'POST',
  path: '/api/order/create',
  role: 'customer',
  needs: ['payments', 'mail'],
  schemas: { body: createOrderBodySchema },
  limits: STRIPE_CALL_LIMITS,
});

export const ordersListMineRoute = /* @__PURE__ */ route<OrderPage>()('orders/list-mine', {
  method: 'GET',
  path: '/api/order/getMyOrder',
  role: 'customer',
  schemas: { query: myOrdersQuerySchema },
});

// Beyond the spec: one of the customer's own orders, for its page /myorder/<orderId>.
export const ordersGetRoute = /* @__PURE__ */ route<OrderOne>()('orders/get', {
  method: 'GET',
  path: '/api/orders/{id}',
  role: 'customer',
  schemas: { params: idParamsSchema },
});

// Beyond the spec (README): a customer cancels a Pending order.
export const ordersCancelRoute = /* @__PURE__ */ route<OrderEnded>()('orders/cancel', {
  method: 'POST',
  path: '/api/order/cancel/{id}',
  role: 'customer',
  needs: ['payments', 'mail'],
  schemas: { params: idParamsSchema, body: cancelOrderBodySchema },
  limits: STRIPE_CALL_LIMITS,
});

// Beyond the spec (README): 'Order again' fills the cart from a past order.
export const ordersReorderRoute = /* @__PURE__ */ route<Reordered>()('orders/reorder', {
  method: 'POST',
  path: '/api/order/reorder/{id}',
  role: 'customer',
  schemas: { params: idParamsSchema, body: reorderBodySchema },
});

export const ordersListAllRoute = /* @__PURE__ */ route<AllOrdersPage>()('orders/list-all', {
  method: 'GET',
  path: '/api/order/orders',
  role: 'admin',
  schemas: { query: adminPageQuerySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const ordersRoutes = {
  'orders/latest-shipping': ordersLatestShippingRoute,
  'orders/create': ordersCreateRoute,
  'orders/list-mine': ordersListMineRoute,
  'orders/get': ordersGetRoute,
  'orders/cancel': ordersCancelRoute,
  'orders/reorder': ordersReorderRoute,
  'orders/list-all': ordersListAllRoute,
} as const satisfies Record<string, RouteDef>;
