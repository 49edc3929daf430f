import { usersVerifyResetOtpRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { verifyResetOtp } from '#domain/users/accounts';
import * as resetTokens from '#data/reset-tokens';
import * as otps from '#data/otps';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersVerifyResetOtpRoute, ({ body }) =>
  verifyResetOtp({ otps, resetTokens, clock }, body),
);
