import { sellerGetProfileRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { sellerProfile } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(sellerGetProfileRoute, ({ caller }) =>
  sellerProfile({ accounts, restaurants }, caller),
);
