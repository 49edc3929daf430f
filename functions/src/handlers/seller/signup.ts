import { sellerSignupRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler, respond } from '#wiring/http';
import { signUpSeller } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import * as sellers from '#data/sellers';
import { sesMailer as mailer } from '#adapters/mail';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerSignupRoute, async ({ body }) =>
  respond(await signUpSeller({ accounts, sellers, otps, mailer, clock }, body), 201),
);
