/** The reviews routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { reviewsEndpoints } from '../endpoints.ts';
import { submitReviewBodySchema } from '../orders.ts';
import { type MessageAnswer } from '../users.ts';

const route = routesOf(reviewsEndpoints);

export const reviewsRoutes = {
  'reviews/submit': route<MessageAnswer>()('reviews/submit', {
    schemas: { body: submitReviewBodySchema },
  }),
} as const satisfies Record<string, RouteDef>;
