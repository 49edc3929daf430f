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

export const cartRoutes = {
  // 7.3 cart
  'cart/get': route<Cart>()('cart/get', {}),
  'cart/add': route<CartChange>()('cart/add', {
    schemas: { body: addToCartBodySchema },
  }),
  'cart/update': route<CartChange>()('cart/update', {
    schemas: { body: updateCartBodySchema },
  }),
  'cart/remove': route<CartChange>()('cart/remove', {
    schemas: { body: removeFromCartBodySchema },
  }),
  'cart/clear': route<{ message: string; cart: Cart }>()('cart/clear', {}),
} as const satisfies Record<string, RouteDef>;
