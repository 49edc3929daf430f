import { usersResetPasswordRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { resetPassword } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as resetTokens from '#data/reset-tokens';
import * as rateCounters from '#data/rate-limits';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersResetPasswordRoute, ({ body }) =>
  resetPassword({ accounts, resetTokens, rateCounters, clock }, body),
);
