import { ordersAllRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { allOrders } from '#domain/admin/revenue';
import * as orders from '#data/orders';
import * as counters from '#data/counters';

export const handler = httpHandler(ordersAllRoute, ({ query }) => allOrders({ orders, counters }, query));
