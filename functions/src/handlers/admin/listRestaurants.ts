import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { listRestaurants } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(routes['admin/listRestaurants'], ({ query }) =>
  listRestaurants({ accounts, restaurants }, query),
);
