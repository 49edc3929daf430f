import { adminLoginRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { adminLogin } from '#domain/admin/access';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(adminLoginRoute, ({ body }) => adminLogin({ accounts, tokens }, body));
