/** The reviews routes of THE route table (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
import { submitReviewBodySchema } from '../orders.ts';
import { type MessageAnswer } from '../users.ts';

export const reviewsRoutes = {
  'reviews/submit': route<MessageAnswer>()('reviews/submit', {
    schemas: { body: submitReviewBodySchema },
  }),
} as const satisfies Record<string, RouteDef>;
