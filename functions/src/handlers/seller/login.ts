import { sellerLoginRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { login } from '#domain/users/accounts';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(sellerLoginRoute, ({ body }) => login({ accounts, tokens }, body, 'seller'));
