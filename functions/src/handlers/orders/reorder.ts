import { ordersReorderRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { likelyDestination, reorder } from '#domain/cart/cart';
import * as carts from '#data/carts';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#platform/clock';
import * as orders from '#data/orders';

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
