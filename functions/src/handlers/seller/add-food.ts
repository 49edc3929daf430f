import { sellerAddFoodRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler, respond } from '#wiring/http';
import { addFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as menus from '#data/menus';
import * as categories from '#data/categories';
import { systemClock as clock } from '#adapters/clock';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';
import { httpPhotoImport } from '#adapters/image-fetch';

requireSettings('photosBucket', 'photosUrl');

export const handler = httpHandler(sellerAddFoodRoute, async ({ caller, body }) =>
  respond(
    await addFood(
      { accounts, restaurants, menus, categories, clock, photos: s3PhotoStore, photoImport: httpPhotoImport },
      caller,
      body,
    ),
    201,
  ),
);
