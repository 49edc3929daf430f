import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { restaurantMenu } from '#domain/catalogue/listings';

export const handler = httpHandler(routes['catalogue/listRestaurantFoods'], ({ params, query }) =>
  restaurantMenu(params.id, query),
);
