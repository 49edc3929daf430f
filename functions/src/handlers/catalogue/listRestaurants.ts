import { catalogueListRestaurantsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { listRestaurants } from '#domain/catalogue/listings';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as cursors from '#data/cursor';

export const handler = httpHandler(catalogueListRestaurantsRoute, ({ query, caller }) =>
  listRestaurants({ accounts, restaurants, cursors }, query, caller),
);
