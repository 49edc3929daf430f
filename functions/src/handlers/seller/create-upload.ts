import { sellerCreateUploadRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { createUpload } from '#domain/photos/uploads';
import { requireSettings } from '#platform/config';
import { s3PhotoStore } from '#adapters/photos';

requireSettings('photosBucket');

export const handler = httpHandler(sellerCreateUploadRoute, ({ caller, body }) =>
  createUpload({ photos: s3PhotoStore }, caller, body),
);
