import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { login } from '#domain/users/accounts';

export const handler = httpHandler(routes['seller/login'], ({ body }) => login(body, 'seller'));
