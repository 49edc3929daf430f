import { sellerLogoutRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { logout } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import { systemClock as clock } from '#adapters/clock';

export const handler = httpHandler(sellerLogoutRoute, ({ caller }) => logout({ accounts, clock }, caller));
