import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { userInfo } from '#domain/users/accounts';
import * as accounts from '#data/accounts';

export const handler = httpHandler(routes['users/userInfo'], ({ caller }) => userInfo({ accounts }, caller.sub));
