import { sellerGetProfileRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { getSellerProfile } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(sellerGetProfileRoute, ({ caller }) =>
  getSellerProfile({ accounts, restaurants }, caller),
);
