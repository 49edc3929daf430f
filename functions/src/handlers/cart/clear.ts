import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { clearCart } from '#domain/cart/cart';
import * as dishes from '#data/dishes';
import * as carts from '#data/carts';

export const handler = httpHandler(routes['cart/clear'], ({ caller }) => clearCart({ carts, dishes }, caller.sub));
