/** The reviews routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
import { submitReviewBodySchema } from '../orders.ts';
import { type MessageAnswer } from '../users.ts';

export const reviewsSubmitRoute = /* @__PURE__ */ route<MessageAnswer>()('reviews/submit', {
  method: 'POST',
  path: '/api/reviews/submit',
  role: 'customer',
  schemas: { body: submitReviewBodySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const reviewsRoutes = {
  'reviews/submit': reviewsSubmitRoute,
} as const satisfies Record<string, RouteDef>;
