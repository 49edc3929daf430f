import { randomUUID } from 'node:crypto';
import type { UploadForm, UploadStatus } from '@tiffin/shared/api/seller';
import { SELLER_CODES } from '@tiffin/shared/api/seller';
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoType, photoPath } from '@tiffin/shared/photos';
import { AppError, BadRequest } from '#platform/errors';
import type { Ports } from '#domain/ports';
import type { SellerCaller } from '#domain/seller/restaurant';

/**
 * Where an upload lives in the photos bucket. Every key is made here from the token's subject and a UUID the
 * server drew, so a seller can neither name a key nor reach another seller's prefix.
 * - `uploads/<seller>/<upload>`: the original, private, deleted by the resize step;
 * - `photos/<seller>/<upload>-<width>.webp`: the public WebP versions (CloudFront serves `/photos/*`);
 * - `refused/<seller>/<upload>`: why a file was refused (a line of text; the bucket expires it after a day).
 */
export const uploadKey = (sellerId: string, uploadId: string) => `uploads/${sellerId}/${uploadId}`;
export const refusalKey = (sellerId: string, uploadId: string) => `refused/${sellerId}/${uploadId}`;
export const versionKey = (sellerId: string, uploadId: string, width: number) =>
  photoPath(sellerId, uploadId, width).slice(1);

/** A presigned POST lives this long: the browser posts right after asking. */
const FORM_SECONDS = 300;

/** 422: the file reached the bucket and was refused (not an image, wrong type, too big); it was deleted. */
export class PhotoRefused extends AppError {
  constructor(message: string) {
    super(422, message, SELLER_CODES.photoRefused);
  }
}

/** The seller's prefix in the bucket: the token's subject, checked to be a plain id. */
export const sellerPrefix = (seller: Pick<SellerCaller, 'sub'>) => {
  // Subjects are UUIDs; anything else would make a key we did not mean.
  if (!/^[\w-]{1,64}$/.test(seller.sub)) throw new BadRequest('Upload not allowed');
  return seller.sub;
};

/** POST /seller/uploads: a one-use form to post one photo of the given type, at most 5 MB, under the seller's prefix. */
export async function createUpload(
  { photos }: Pick<Ports, 'photos'>,
  seller: SellerCaller,
  input: { contentType: PhotoType },
): Promise<UploadForm> {
  const id = randomUUID();
  const form = await photos.uploadForm({
    key: uploadKey(sellerPrefix(seller), id),
    contentType: input.contentType,
    maxBytes: PHOTO_MAX_BYTES,
    expiresSeconds: FORM_SECONDS,
  });
  return { id, ...form, maxBytes: PHOTO_MAX_BYTES };
}

/** GET /seller/uploads/{id}: ready (with the WebP paths), still pending, or refused (422 with the reason). */
export async function getUpload(
  { photos }: Pick<Ports, 'photos'>,
  seller: SellerCaller,
  uploadId: string,
): Promise<UploadStatus> {
  const sellerId = sellerPrefix(seller);
  const widest = Math.max(...PHOTO_WIDTHS);
  if (await photos.exists(versionKey(sellerId, uploadId, widest))) {
    const paths = Object.fromEntries(
      PHOTO_WIDTHS.map((width) => [String(width), photoPath(sellerId, uploadId, width)]),
    );
    return { status: 'ready', path: photoPath(sellerId, uploadId, widest), paths };
  }
  const refusal = await photos.read(refusalKey(sellerId, uploadId));
  // A reason is never empty: an empty one is still being written (s3rver's PUT is not atomic as S3's is), so wait.
  if (refusal && refusal.bytes.length > 0) throw new PhotoRefused(refusal.bytes.toString('utf8'));
  return { status: 'pending' };
}
