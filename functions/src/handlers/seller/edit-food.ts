import { sellerEditFoodRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { editFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as categories from '#data/categories';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';
import { httpPhotoImport } from '#adapters/image-fetch';

requireSettings('photosBucket', 'photosUrl');

export const handler = httpHandler(sellerEditFoodRoute, ({ caller, params, body }) =>
  editFood(
    { accounts, dishes, categories, photos: s3PhotoStore, photoImport: httpPhotoImport },
    caller,
    params.id,
    body,
  ),
);
