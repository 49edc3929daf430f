import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#platform/http';
import { signUpSeller } from '#domain/seller/accounts';

export const handler = httpHandler(routes['seller/signup'], async ({ body }) => respond(await signUpSeller(body), 201));
