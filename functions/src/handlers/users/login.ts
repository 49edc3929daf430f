import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { login } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/login'], ({ body }) => login(body, 'customer'));
