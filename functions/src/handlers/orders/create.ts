import { ordersCreateRoute } from '@tiffin/shared/api/routes/orders';
import { httpHandler } from '#wiring/http';
import { createOrder } from '#domain/orders/checkout';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as checkouts from '#data/checkouts';
import * as orders from '#data/orders';
import { stripePayments as payments } from '#adapters/stripe';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

/** The spec's order-create call: the order comes from the paid checkout, never from the body's items. */
export const handler = httpHandler(ordersCreateRoute, ({ caller, body }) =>
  createOrder({ checkouts, orders, dishes, accounts, payments, mailer, clock }, body.paymentIntentId, caller.sub),
);
