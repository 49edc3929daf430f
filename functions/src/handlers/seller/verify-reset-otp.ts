import { sellerVerifyResetOtpRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { verifyResetOtp } from '#domain/users/accounts';
import * as resetTokens from '#data/reset-tokens';
import * as otps from '#data/otps';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerVerifyResetOtpRoute, ({ body }) =>
  verifyResetOtp({ otps, resetTokens, clock }, body, 'seller'),
);
