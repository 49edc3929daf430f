import { ordersCancelRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { endOrder } from '#domain/orders/cancel';
import * as dishes from '#data/dishes';
import * as orders from '#data/orders';
import { stripePayments as payments } from '#adapters/stripe';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(ordersCancelRoute, ({ caller, params, body }) =>
  endOrder(
    { orders, dishes, payments, mailer, clock },
    { by: 'customer', userId: caller.sub },
    params.id,
    body?.reason,
  ),
);
