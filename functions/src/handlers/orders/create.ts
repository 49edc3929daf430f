import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { fulfilPayment } from '#domain/orders/checkout';

/** The spec's order-create call: the order comes from the paid checkout, never from the body's items. */
export const handler = httpHandler(routes['orders/create'], ({ caller, body }) =>
  fulfilPayment(body.paymentIntentId, caller.sub),
);
