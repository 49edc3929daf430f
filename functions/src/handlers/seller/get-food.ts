import { sellerGetFoodRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { getOwnFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';

export const handler = httpHandler(sellerGetFoodRoute, ({ caller, params }) =>
  getOwnFood({ accounts, dishes }, caller, params.id),
);
