import { sellerUpdateProfileRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { updateSellerProfile } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as sellers from '#data/sellers';
import * as menus from '#data/menus';

export const handler = httpHandler(sellerUpdateProfileRoute, ({ caller, body }) =>
  updateSellerProfile({ accounts, restaurants, sellers, menus }, caller, body),
);
