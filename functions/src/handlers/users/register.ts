import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#platform/http';
import { register } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/register'], async ({ body }) => respond(await register(body), 201));
