import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { handleStripeEvent } from '#domain/orders/checkout';

export const handler = httpHandler(routes['payment/webhook'], ({ rawBody, event }) =>
  handleStripeEvent(rawBody, event.headers?.['stripe-signature']),
);
