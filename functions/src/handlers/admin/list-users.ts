import { adminListUsersRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { listUsers } from '#domain/admin/users';
import * as accounts from '#data/accounts';

export const handler = httpHandler(adminListUsersRoute, ({ query }) => listUsers({ accounts }, query));
