import { adminUpdatePasswordRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { updateOwnPassword } from '#domain/admin/access';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(adminUpdatePasswordRoute, ({ caller, body }) =>
  updateOwnPassword({ accounts, tokens }, caller.sub, body),
);
