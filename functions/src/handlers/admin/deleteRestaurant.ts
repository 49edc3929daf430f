import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { deleteRestaurant } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(routes['admin/deleteRestaurant'], ({ params }) =>
  deleteRestaurant({ accounts, restaurants }, params.id),
);
