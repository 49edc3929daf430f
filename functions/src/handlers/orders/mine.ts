import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { myOrders } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(routes['orders/mine'], ({ caller, query }) =>
  myOrders({ orders }, caller.sub, query.limit, query.cursor),
);
