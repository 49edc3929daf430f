import { adminDeleteRestaurantRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { deleteRestaurant } from '#domain/admin/restaurants';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(adminDeleteRestaurantRoute, ({ params }) =>
  deleteRestaurant({ accounts, restaurants }, params.id),
);
