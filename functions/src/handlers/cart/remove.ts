import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { removeFromCart } from '#domain/cart/cart';

export const handler = httpHandler(routes['cart/remove'], ({ caller, body }) =>
  removeFromCart(caller.sub, body.foodId),
);
