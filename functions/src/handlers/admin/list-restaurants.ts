import { adminListRestaurantsRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { listRestaurants } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(adminListRestaurantsRoute, ({ query }) =>
  listRestaurants({ accounts, restaurants }, query),
);
