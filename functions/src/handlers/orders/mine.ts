import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { myOrders } from '#domain/orders/history';

export const handler = httpHandler(routes['orders/mine'], ({ caller, query }) =>
  myOrders(caller.sub, query.limit, query.cursor),
);
