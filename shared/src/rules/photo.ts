import * as z from '../zod.ts';
import { PHOTO_MESSAGES, PHOTO_TYPES } from '../photos.ts';

/** An upload's id: the browser names no key, the server makes it (a random UUID under the seller's own prefix). */
export const uploadIdSchema = z
  .string({ error: 'Upload not found' })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'Upload not found'));

/** POST /seller/uploads: the photo's type (checked again by the bucket and by the resize step). */
export const createUploadSchema = z.object({
  contentType: z.enum(PHOTO_TYPES, { error: PHOTO_MESSAGES.wrongType }),
});
