import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { clearCart } from '#domain/cart/cart';

export const handler = httpHandler(routes['cart/clear'], ({ caller }) => clearCart(caller.sub));
