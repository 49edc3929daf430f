import { cartRemoveRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { removeFromCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';

export const handler = httpHandler(cartRemoveRoute, ({ caller, body }) =>
  removeFromCart({ carts, dishes }, caller.sub, body.foodId),
);
