import { usersVerifyRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { verifyEmail } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import * as otps from '#data/otps';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(usersVerifyRoute, ({ body }) => verifyEmail({ accounts, otps, clock }, body));
