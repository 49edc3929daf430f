import { adminRoutes } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { listRestaurants } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(adminRoutes['admin/listRestaurants'], ({ query }) =>
  listRestaurants({ accounts, restaurants }, query),
);
