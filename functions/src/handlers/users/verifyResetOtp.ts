import { usersVerifyResetOtpRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { verifyResetCode } from '#domain/users/accounts';
import * as resetTokens from '#data/reset-tokens';
import * as otps from '#data/otps';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersVerifyResetOtpRoute, ({ body }) =>
  verifyResetCode({ otps, resetTokens, clock }, body),
);
