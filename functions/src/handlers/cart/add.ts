import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { addToCart } from '#domain/cart/cart';

export const handler = httpHandler(routes['cart/add'], ({ caller, body }) =>
  addToCart(caller.sub, body.foodId, body.replace),
);
