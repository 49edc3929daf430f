import { ordersGetRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { getOrder } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(ordersGetRoute, ({ caller, params }) => getOrder({ orders }, caller.sub, params.id));
