import { sellerGetUploadRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { getUpload } from '#domain/photos/uploads';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';

requireSettings('photosBucket');

export const handler = httpHandler(sellerGetUploadRoute, ({ caller, params }) =>
  getUpload({ photos: s3PhotoStore }, caller, params.id),
);
