import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES, PHOTO_WIDTHS } from '@tiffin/shared/photos';
import type { ImageCodec, PhotoStore } from '#domain/ports';
import { refusalKey, uploadKey, versionKey } from './uploads.ts';

/** What the image codec calls each allowed format, by the Content-Type the browser declared. */
const FORMATS: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
/** A decoded image larger than this many pixels is refused before it fills the function's memory. */
const MAX_PIXELS = 40_000_000;
/** WebP quality of every version. */
const WEBP_QUALITY = 78;

export type ResizeOutcome =
  { status: 'ready'; keys: string[] } | { status: 'refused'; message: string } | { status: 'gone' };

/** The WebP versions of an image, or the reason it is refused: the bytes decide, not the name or declared type. */
export async function webpVersions(
  images: ImageCodec,
  bytes: Buffer,
  declaredType: string,
): Promise<{ versions: { width: number; bytes: Buffer }[] } | { refused: string }> {
  if (bytes.length === 0) return { refused: PHOTO_MESSAGES.empty };
  if (bytes.length > PHOTO_MAX_BYTES) return { refused: PHOTO_MESSAGES.tooBig };
  if (!(PHOTO_TYPES as readonly string[]).includes(declaredType)) return { refused: PHOTO_MESSAGES.wrongType };
  let format: string | undefined;
  try {
    // SVG is text an image library could render, so the format is checked before anything is decoded.
    format = await images.format(bytes, { maxPixels: MAX_PIXELS });
  } catch {
    return { refused: PHOTO_MESSAGES.notImage };
  }
  if (format !== FORMATS[declaredType]) return { refused: PHOTO_MESSAGES.notImage };
  try {
    const versions = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        bytes: await images.toWebp(bytes, { width, quality: WEBP_QUALITY, maxPixels: MAX_PIXELS }),
      })),
    );
    return { versions };
  } catch {
    return { refused: PHOTO_MESSAGES.notImage };
  }
}

/**
 * The resize step, run on each object created under `uploads/` (S3 event in AWS, s3rver's event locally): writes the
 * WebP versions under `photos/`, or the reason for refusing under `refused/`, and always deletes the original.
 */
export async function resizeUpload(
  { photos, images }: { photos: PhotoStore; images: ImageCodec },
  key: string,
): Promise<ResizeOutcome> {
  const match = /^uploads\/([\w-]{1,64})\/([0-9a-f-]{36})$/.exec(key);
  if (!match) {
    // Nothing but the upload form writes under uploads/; anything else is removed unread.
    if (key.startsWith('uploads/')) await photos.remove(key);
    return { status: 'gone' };
  }
  const [, sellerId, uploadId] = match as unknown as [string, string, string];
  const original = await photos.read(uploadKey(sellerId, uploadId));
  if (!original) return { status: 'gone' };
  try {
    const result = await webpVersions(images, original.bytes, original.contentType);
    if ('refused' in result) {
      await photos.write(refusalKey(sellerId, uploadId), Buffer.from(result.refused), 'text/plain; charset=utf-8');
      return { status: 'refused', message: result.refused };
    }
    // The widest last: the status route reads it as "ready", so every width exists by then.
    const ordered = [...result.versions].sort((a, b) => a.width - b.width);
    for (const version of ordered)
      await photos.write(versionKey(sellerId, uploadId, version.width), version.bytes, 'image/webp');
    return { status: 'ready', keys: ordered.map((version) => versionKey(sellerId, uploadId, version.width)) };
  } catch (error) {
    // A resize that dies half-way (the bucket failing) leaves no half set of versions and, if the bucket lets it,
    // says so: the seller's page shows a clear failure instead of waiting, and the dish keeps its photo.
    await Promise.allSettled(PHOTO_WIDTHS.map((width) => photos.remove(versionKey(sellerId, uploadId, width))));
    await photos
      .write(refusalKey(sellerId, uploadId), Buffer.from(PHOTO_MESSAGES.failed), 'text/plain; charset=utf-8')
      .catch(() => undefined);
    throw error;
  } finally {
    await photos.remove(uploadKey(sellerId, uploadId));
  }
}
