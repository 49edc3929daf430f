import { catalogueListFoodReviewsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { foodReviews } from '#domain/catalogue/listings';
import * as dishes from '#data/dishes';
import * as reviews from '#data/reviews';

export const handler = httpHandler(catalogueListFoodReviewsRoute, ({ params, query }) =>
  foodReviews({ dishes, reviews }, params.id, query),
);
