/** The cart routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
import {
  addToCartBodySchema,
  type Cart,
  type CartChange,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from '../cart.ts';

// docs/product.md#cart-calls
export const cartGetRoute = /* @__PURE__ */ route<Cart>()('cart/get', {
  method: 'GET',
  path: '/api/cart/get/user',
  role: 'customer',
});

export const cartAddRoute = /* @__PURE__ */ route<CartChange>()('cart/add', {
  method: 'POST',
  path: '/api/cart/add',
  role: 'customer',
  schemas: { body: addToCartBodySchema },
});

export const cartUpdateRoute = /* @__PURE__ */ route<CartChange>()('cart/update', {
  method: 'PUT',
  path: '/api/cart/update',
  role: 'customer',
  schemas: { body: updateCartBodySchema },
});

export const cartDeleteRoute = /* @__PURE__ */ route<CartChange>()('cart/delete', {
  method: 'DELETE',
  path: '/api/cart/delete',
  role: 'customer',
  schemas: { body: removeFromCartBodySchema },
});

export const cartClearRoute = /* @__PURE__ */ route<{ message: string; cart: Cart }>()('cart/clear', {
  method: 'POST',
  path: '/api/cart/clear',
  role: 'customer',
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const cartRoutes = {
  'cart/get': cartGetRoute,
  'cart/add': cartAddRoute,
  'cart/update': cartUpdateRoute,
  'cart/delete': cartDeleteRoute,
  'cart/clear': cartClearRoute,
} as const satisfies Record<string, RouteDef>;
