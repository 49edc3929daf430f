import { cartUpdateRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { likelyDestination, updateCartLine } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#adapters/clock';
import * as carts from '#data/carts';
import * as orders from '#data/orders';

export const handler = httpHandler(cartUpdateRoute, ({ caller, body }) => {
  const destination = likelyDestination({ orders }, caller.sub, caller.account?.location);
  return updateCartLine({ carts, dishes, restaurants, clock, destination }, caller.sub, body.foodId, body.action);
});
