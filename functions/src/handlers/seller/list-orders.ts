import { sellerListOrdersRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { listOwnOrders, listWaitingOrders } from '#domain/seller/orders';
import * as accounts from '#data/accounts';
import * as orders from '#data/orders';

export const handler = httpHandler(sellerListOrdersRoute, ({ caller, query }) =>
  query.waiting === 'true'
    ? listWaitingOrders({ accounts, orders }, caller)
    : listOwnOrders({ accounts, orders }, caller, query.limit, query.cursor),
);
