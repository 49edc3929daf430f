import { sellerAddCategoryRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler, respond } from '#wiring/http';
import { addCategory } from '#domain/seller/menu';
import * as categories from '#data/categories';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';
import { httpPhotoImport } from '#adapters/image-fetch';

requireSettings('photosBucket', 'photosUrl');

export const handler = httpHandler(sellerAddCategoryRoute, async ({ caller, body }) =>
  respond(await addCategory({ categories, photos: s3PhotoStore, photoImport: httpPhotoImport }, caller, body), 201),
);
