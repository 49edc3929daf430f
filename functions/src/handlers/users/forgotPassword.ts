import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { forgotPassword } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/forgotPassword'], ({ body }) => forgotPassword(body.email));
