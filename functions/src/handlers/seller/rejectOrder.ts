import { sellerRoutes } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { endOrder } from '#domain/orders/cancel';
import { sellerOf } from '#domain/seller/restaurant';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as orders from '#data/orders';
import { stripePayments as payments } from '#platform/stripe';
import { sesMailer as mailer } from '#platform/mail';
import { systemClock as clock } from '#platform/clock';

export const handler = httpHandler(sellerRoutes['seller/rejectOrder'], async ({ caller, params, body }) => {
  const { restaurantId } = await sellerOf({ accounts }, caller);
  return endOrder(
    { orders, dishes, payments, mailer, clock },
    { by: 'restaurant', restaurantId },
    params.id,
    body.reason,
  );
});
