import { ordersReorderRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { likelyDestination, reorder } from '#domain/cart/cart';
import * as carts from '#data/carts';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#adapters/clock';
import { getOrder, ordersOfUser } from '#data/orders';

/** Only the two order reads the route makes, so its bundle carries none of the order writes. */
const orders = { getOrder, ordersOfUser };

export const handler = httpHandler(ordersReorderRoute, ({ caller, params, body }) =>
  reorder(
    {
      carts,
      dishes,
      restaurants,
      clock,
      orders,
      destination: likelyDestination({ orders }, caller.sub, caller.account?.location),
    },
    caller.sub,
    params.id,
    body?.replace ?? false,
  ),
);
