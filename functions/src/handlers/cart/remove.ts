import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { removeFromCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';

export const handler = httpHandler(routes['cart/remove'], ({ caller, body }) =>
  removeFromCart({ carts, dishes }, caller.sub, body.foodId),
);
