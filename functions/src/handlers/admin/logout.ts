import { adminLogoutRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { logout } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(adminLogoutRoute, ({ caller }) => logout({ accounts, clock }, caller));
