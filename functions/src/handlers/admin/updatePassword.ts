import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { changeOwnPassword } from '#domain/admin/access';

export const handler = httpHandler(routes['admin/updatePassword'], ({ caller, body }) =>
  changeOwnPassword(caller.sub, body),
);
