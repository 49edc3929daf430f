/** The cart routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { cartEndpoints } from '../endpoints.ts';
import {
  addToCartBodySchema,
  type Cart,
  type CartChange,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from '../cart.ts';

const route = routesOf(cartEndpoints);

// 7.3 cart
export const cartGetRoute = /* @__PURE__ */ route<Cart>()('cart/get', {});

export const cartAddRoute = /* @__PURE__ */ route<CartChange>()('cart/add', {
  schemas: { body: addToCartBodySchema },
});

export const cartUpdateRoute = /* @__PURE__ */ route<CartChange>()('cart/update', {
  schemas: { body: updateCartBodySchema },
});

export const cartRemoveRoute = /* @__PURE__ */ route<CartChange>()('cart/remove', {
  schemas: { body: removeFromCartBodySchema },
});

export const cartClearRoute = /* @__PURE__ */ route<{ message: string; cart: Cart }>()('cart/clear', {});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const cartRoutes = {
  'cart/get': cartGetRoute,
  'cart/add': cartAddRoute,
  'cart/update': cartUpdateRoute,
  'cart/remove': cartRemoveRoute,
  'cart/clear': cartClearRoute,
} as const satisfies Record<string, RouteDef>;
