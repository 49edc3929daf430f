import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { listOwnOrders } from '#domain/seller/orders';
import * as accounts from '#data/accounts';
import * as orders from '#data/orders';

export const handler = httpHandler(routes['seller/listOrders'], ({ caller, query }) =>
  listOwnOrders({ accounts, orders }, caller, query.limit, query.cursor),
);
