import { cartAddRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { addToCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#platform/clock';
import * as carts from '#data/carts';

export const handler = httpHandler(cartAddRoute, ({ caller, body }) =>
  addToCart({ carts, dishes, restaurants, clock }, caller.sub, body.foodId, body.replace),
);
