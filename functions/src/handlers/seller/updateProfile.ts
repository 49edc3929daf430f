import { sellerUpdateProfileRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { updateSellerProfile } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as sellers from '#data/sellers';

export const handler = httpHandler(sellerUpdateProfileRoute, ({ caller, body }) =>
  updateSellerProfile({ accounts, restaurants, sellers }, caller, body),
);
