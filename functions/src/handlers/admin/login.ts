import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { adminLogin } from '#domain/admin/access';

export const handler = httpHandler(routes['admin/login'], ({ body }) => adminLogin(body));
