import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { deleteSeller } from '#domain/admin/sellers';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as sellers from '#data/sellers';

export const handler = httpHandler(routes['admin/deleteSeller'], ({ params }) =>
  deleteSeller({ accounts, restaurants, sellers }, params.id),
);
