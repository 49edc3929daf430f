import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { userInfo } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/userInfo'], ({ caller }) => userInfo(caller.sub));
