import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listUsers } from '#domain/admin/users';

export const handler = httpHandler(routes['admin/listUsers'], ({ query }) => listUsers(query));
