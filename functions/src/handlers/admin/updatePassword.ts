import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { changeOwnPassword } from '#domain/admin/access';
import * as accounts from '#data/accounts';
import { tokenSigner as tokens } from '#platform/tokens';

export const handler = httpHandler(routes['admin/updatePassword'], ({ caller, body }) =>
  changeOwnPassword({ accounts, tokens }, caller.sub, body),
);
