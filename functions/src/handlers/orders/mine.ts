import { ordersMineRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { myOrders } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(ordersMineRoute, ({ caller, query }) =>
  myOrders({ orders }, caller.sub, query.limit, query.cursor),
);
