import { cartGetRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { likelyDestination, getCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';
import * as orders from '#data/orders';

export const handler = httpHandler(cartGetRoute, ({ caller }) =>
  getCart(
    { carts, dishes, destination: likelyDestination({ orders }, caller.sub, caller.account?.location) },
    caller.sub,
  ),
);
