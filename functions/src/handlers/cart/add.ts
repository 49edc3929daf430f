import { cartAddRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { addToCart, likelyDestination } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#adapters/clock';
import * as carts from '#data/carts';
import * as orders from '#data/orders';

export const handler = httpHandler(cartAddRoute, ({ caller, body }) => {
  const destination = likelyDestination({ orders }, caller.sub, caller.account?.location);
  return addToCart({ carts, dishes, restaurants, clock, destination }, caller.sub, body.foodId, body.replace);
});
