import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listOwnOrders } from '#domain/seller/orders';

export const handler = httpHandler(routes['seller/listOrders'], ({ caller, query }) =>
  listOwnOrders(caller, query.limit, query.cursor),
);
