import { adminDeleteSellerRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { deleteSeller } from '#domain/admin/sellers';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as sellers from '#data/sellers';

export const handler = httpHandler(adminDeleteSellerRoute, ({ params }) =>
  deleteSeller({ accounts, restaurants, sellers }, params.id),
);
