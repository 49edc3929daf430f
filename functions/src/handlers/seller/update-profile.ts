import { sellerUpdateProfileRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { updateSellerProfile } from '#domain/seller/accounts';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as sellers from '#data/sellers';
import * as menus from '#data/menus';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';
import { httpPhotoImport } from '#adapters/image-fetch';

requireSettings('photosBucket', 'photosUrl');

export const handler = httpHandler(sellerUpdateProfileRoute, ({ caller, body }) =>
  updateSellerProfile(
    { accounts, restaurants, sellers, menus, photos: s3PhotoStore, photoImport: httpPhotoImport },
    caller,
    body,
  ),
);
