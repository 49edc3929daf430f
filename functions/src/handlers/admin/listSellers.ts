import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { listSellers } from '#domain/admin/sellers';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(routes['admin/listSellers'], ({ query }) =>
  listSellers({ accounts, restaurants }, query),
);
