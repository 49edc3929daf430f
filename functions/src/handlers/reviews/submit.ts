import { reviewsSubmitRoute } from '@tiffin/shared/api/routes/reviews';
import { httpHandler } from '#wiring/http';
import { submitReview } from '#domain/orders/reviews';
import * as accounts from '#data/accounts';
import * as reviews from '#data/reviews';
import * as orders from '#data/orders';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(reviewsSubmitRoute, ({ caller, body }) =>
  submitReview({ accounts, orders, reviews, clock }, caller.sub, body),
);
