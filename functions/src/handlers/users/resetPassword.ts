import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { resetPassword } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/resetPassword'], ({ body }) => resetPassword(body));
