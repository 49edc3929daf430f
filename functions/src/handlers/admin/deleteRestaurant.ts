import { adminRoutes } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { deleteRestaurant } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(adminRoutes['admin/deleteRestaurant'], ({ params }) =>
  deleteRestaurant({ accounts, restaurants }, params.id),
);
