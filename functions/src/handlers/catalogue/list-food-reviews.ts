import { catalogueListFoodReviewsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { listFoodReviews } from '#domain/catalogue/listings';
import * as dishes from '#data/dishes';
import * as reviews from '#data/reviews';

export const handler = httpHandler(catalogueListFoodReviewsRoute, ({ params, query }) =>
  listFoodReviews({ dishes, reviews }, params.id, query),
);
