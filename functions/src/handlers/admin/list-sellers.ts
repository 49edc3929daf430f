import { adminListSellersRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { listSellers } from '#domain/admin/sellers';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(adminListSellersRoute, ({ query }) =>
  listSellers({ accounts, restaurants, clock }, query),
);
