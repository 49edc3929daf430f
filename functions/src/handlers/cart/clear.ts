import { cartClearRoute } from '@tiffin/shared/api/routes/cart';
import { httpHandler } from '#wiring/http';
import { clearCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';

export const handler = httpHandler(cartClearRoute, ({ caller }) => clearCart({ carts, dishes }, caller.sub));
