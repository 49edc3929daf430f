import { sellerListFoodsRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { listOwnFoods } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';

export const handler = httpHandler(sellerListFoodsRoute, ({ caller, query }) =>
  listOwnFoods({ accounts, dishes }, caller, query.limit, query.cursor),
);
