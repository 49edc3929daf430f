import { sellerDeleteFoodRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { deleteFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as reviews from '#data/reviews';

export const handler = httpHandler(sellerDeleteFoodRoute, ({ caller, params }) =>
  deleteFood({ accounts, dishes, reviews }, caller, params.id),
);
