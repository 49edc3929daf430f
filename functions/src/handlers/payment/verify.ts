import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { fulfilPayment } from '#domain/orders/checkout';

export const handler = httpHandler(routes['payment/verify'], ({ caller, body }) =>
  fulfilPayment(body.paymentIntentId, caller.sub),
);
