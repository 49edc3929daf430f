import { usersForgotPasswordRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { forgotPassword } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersForgotPasswordRoute, ({ body }) =>
  forgotPassword({ accounts, otps, mailer, clock }, body),
);
