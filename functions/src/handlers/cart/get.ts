import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { viewCart } from '#domain/cart/cart';

export const handler = httpHandler(routes['cart/get'], ({ caller }) => viewCart(caller.sub));
