import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { submitReview } from '#domain/orders/reviews';

export const handler = httpHandler(routes['reviews/submit'], ({ caller, body }) => submitReview(caller.sub, body));
