import { paymentCreateRoute } from '@tiffin/shared/api/routes/payment';
import { httpHandler, respond } from '#wiring/http';
import { createPayment } from '#domain/orders/checkout';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';
import * as carts from '#data/carts';
import * as checkouts from '#data/checkouts';
import { stripePayments as payments } from '#adapters/stripe';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(paymentCreateRoute, async ({ caller, body }) =>
  respond(await createPayment({ carts, dishes, restaurants, checkouts, payments, clock }, caller.sub, body), 201),
);
