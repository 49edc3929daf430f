import { catalogueListRestaurantFoodsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { listRestaurantFoods } from '#domain/catalogue/listings';
import * as restaurants from '#data/restaurants';
import * as dishes from '#data/dishes';
import * as cursors from '#data/cursor';

export const handler = httpHandler(catalogueListRestaurantFoodsRoute, ({ params, query }) =>
  listRestaurantFoods({ restaurants, dishes, cursors }, params.id, query),
);
