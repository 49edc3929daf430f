import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { latestShipping } from '#domain/orders/history';

export const handler = httpHandler(routes['orders/latestShipping'], ({ caller }) => latestShipping(caller.sub));
