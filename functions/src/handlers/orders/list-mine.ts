import { ordersListMineRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { listMyOrders } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(ordersListMineRoute, ({ caller, query }) =>
  listMyOrders({ orders }, caller.sub, query.limit, query.cursor),
);
