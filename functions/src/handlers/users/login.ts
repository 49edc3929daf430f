import { usersLoginRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { login } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(usersLoginRoute, ({ body }) => login({ accounts, tokens }, body, 'customer'));
