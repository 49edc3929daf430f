import { adminApproveSellerRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { setSellerApproval } from '#domain/admin/sellers';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as dishes from '#data/dishes';

export const handler = httpHandler(adminApproveSellerRoute, ({ params, body }) =>
  setSellerApproval({ accounts, restaurants, dishes }, params.id, body.isApproved),
);
