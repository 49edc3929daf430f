import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#platform/http';
import { createPayment } from '#domain/orders/checkout';

export const handler = httpHandler(routes['payment/createOrder'], async ({ caller, body }) =>
  respond(await createPayment(caller.sub, body), 201),
);
