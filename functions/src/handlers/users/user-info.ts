import { usersUserInfoRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { userInfo } from '#domain/users/accounts';
import * as accounts from '#data/accounts';

export const handler = httpHandler(usersUserInfoRoute, ({ caller }) => userInfo({ accounts }, caller.sub));
