import { sellerForgotPasswordRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { forgotPassword } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerForgotPasswordRoute, ({ body }) =>
  forgotPassword({ accounts, otps, mailer, clock }, body, 'seller'),
);
