import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { updateCartLine } from '#domain/cart/cart';

export const handler = httpHandler(routes['cart/update'], ({ caller, body }) =>
  updateCartLine(caller.sub, body.foodId, body.action),
);
