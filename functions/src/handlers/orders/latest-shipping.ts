import { ordersLatestShippingRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { latestShipping } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(ordersLatestShippingRoute, ({ caller }) => latestShipping({ orders }, caller.sub));
