import { sellerEditFoodRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { editFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as categories from '#data/categories';

export const handler = httpHandler(sellerEditFoodRoute, ({ caller, params, body }) =>
  editFood({ accounts, dishes, categories }, caller, params.id, body),
);
