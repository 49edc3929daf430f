import { sellerRoutes } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { endOrder } from '#domain/orders/cancel';
import { sellerOf } from '#domain/seller/restaurant';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as orders from '#data/orders';
import { stripePayments as payments } from '#adapters/stripe';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerRoutes['seller/reject-order'], async ({ caller, params, body }) => {
  const { restaurantId } = await sellerOf({ accounts }, caller);
  return endOrder(
    { orders, dishes, payments, mailer, clock },
    { by: 'restaurant', restaurantId },
    params.id,
    body.reason,
  );
});
