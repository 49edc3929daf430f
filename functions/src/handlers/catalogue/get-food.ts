import { catalogueGetFoodRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { getFoodDetail } from '#domain/catalogue/listings';
import * as dishes from '#data/dishes';
import * as reviews from '#data/reviews';

export const handler = httpHandler(catalogueGetFoodRoute, ({ params }) =>
  getFoodDetail({ dishes, reviews }, params.id),
);
