import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { restaurantMenu } from '#domain/catalogue/listings';
import * as restaurants from '#data/restaurants';
import * as dishes from '#data/dishes';
import * as cursors from '#data/cursor';

export const handler = httpHandler(routes['catalogue/listRestaurantFoods'], ({ params, query }) =>
  restaurantMenu({ restaurants, dishes, cursors }, params.id, query),
);
