import { sellerUpdateOrderStatusRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { updateOrderStatus } from '#domain/seller/orders';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as orders from '#data/orders';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerUpdateOrderStatusRoute, ({ caller, params, body }) =>
  updateOrderStatus({ accounts, restaurants, orders, mailer, clock }, caller, params.id, body.status),
);
