import { sellerStatsRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { sellerStats } from '#domain/seller/stats';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as orders from '#data/orders';
import * as sellerWeeks from '#data/seller-weeks';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerStatsRoute, ({ caller }) =>
  sellerStats({ accounts, sellerWeeks, dishes, orders, clock }, caller),
);
