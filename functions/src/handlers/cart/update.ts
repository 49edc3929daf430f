import { cartUpdateRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { updateCartLine } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#platform/clock';
import * as carts from '#data/carts';

export const handler = httpHandler(cartUpdateRoute, ({ caller, body }) =>
  updateCartLine({ carts, dishes, restaurants, clock }, caller.sub, body.foodId, body.action),
);
