import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { login } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(routes['users/login'], ({ body }) => login({ accounts, tokens }, body, 'customer'));
