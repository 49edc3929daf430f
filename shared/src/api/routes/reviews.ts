/** The reviews routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { reviewsEndpoints } from '../endpoints.ts';
import { submitReviewBodySchema } from '../orders.ts';
import { type MessageAnswer } from '../users.ts';

const route = routesOf(reviewsEndpoints);

export const reviewsSubmitRoute = /* @__PURE__ */ route<MessageAnswer>()('reviews/submit', {
  schemas: { body: submitReviewBodySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const reviewsRoutes = {
  'reviews/submit': reviewsSubmitRoute,
} as const satisfies Record<string, RouteDef>;
