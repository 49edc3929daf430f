import { cartDeleteRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { likelyDestination, deleteFromCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';
import * as orders from '#data/orders';

export const handler = httpHandler(cartDeleteRoute, ({ caller, body }) =>
  deleteFromCart(
    { carts, dishes, destination: likelyDestination({ orders }, caller.sub, caller.account?.location) },
    caller.sub,
    body.foodId,
  ),
);
