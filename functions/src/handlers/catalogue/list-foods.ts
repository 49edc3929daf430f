import { catalogueListFoodsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { listFoods } from '#domain/catalogue/listings';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as dishes from '#data/dishes';
import * as cursors from '#data/cursor';

export const handler = httpHandler(catalogueListFoodsRoute, ({ query, caller }) =>
  listFoods({ accounts, restaurants, dishes, cursors }, query, caller),
);
