import { sellerVerifyRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { verifyEmail } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerVerifyRoute, ({ body }) =>
  verifyEmail({ accounts, otps, clock }, body, 'seller'),
);
