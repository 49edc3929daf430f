import { usersRegisterRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler, respond } from '#wiring/http';
import { register } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersRegisterRoute, async ({ body }) =>
  respond(await register({ accounts, otps, mailer, clock }, body), 201),
);
