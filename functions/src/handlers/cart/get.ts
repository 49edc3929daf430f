import { cartGetRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { viewCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';

export const handler = httpHandler(cartGetRoute, ({ caller }) => viewCart({ carts, dishes }, caller.sub));
