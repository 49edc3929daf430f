import { ordersOneRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { myOrder } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(ordersOneRoute, ({ caller, params }) => myOrder({ orders }, caller.sub, params.id));
