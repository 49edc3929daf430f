import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { listUsers } from '#domain/admin/users';
import * as accounts from '#data/accounts';

export const handler = httpHandler(routes['admin/listUsers'], ({ query }) => listUsers({ accounts }, query));
