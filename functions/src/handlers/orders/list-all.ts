import { ordersListAllRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { listAllOrders } from '#domain/admin/revenue';
import * as orders from '#data/orders';
import * as counters from '#data/counters';

export const handler = httpHandler(ordersListAllRoute, ({ query }) => listAllOrders({ orders, counters }, query));
