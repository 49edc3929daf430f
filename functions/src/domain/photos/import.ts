import { randomUUID } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoType, photoPath } from '@tiffin/shared/photos';
import { AppError } from '#platform/errors';
import type { FetchedImage, Ports } from '#domain/ports';
import type { SellerCaller } from '#domain/seller/restaurant';
import { PhotoRefused, refusalKey, sellerPrefix, uploadKey, versionKey } from './uploads.ts';

/**
 * A picture a seller names by its address (a dish's or a restaurant's image, a category's) is copied into the photo
 * pipeline (docs/architecture.md#photos): every picture the site shows is then served from its own origin, and the
 * page's Content-Security-Policy allows no other host for images.
 */
export const IMPORT_MESSAGES = {
  unreachable: 'Image could not be fetched from that address',
  redirect: 'That image address sends to another address. Please give the address of the picture itself.',
  tooBig: 'The image at that address is larger than 5 MB',
  notImage: 'The image at that address is not a JPEG, PNG or WebP picture',
  slow: 'The image could not be processed in time. Please try again.',
} as const;

const FETCH_REFUSALS: Record<Extract<FetchedImage, { refused: string }>['refused'], string> = {
  address: IMPORT_MESSAGES.unreachable,
  unreachable: IMPORT_MESSAGES.unreachable,
  redirect: IMPORT_MESSAGES.redirect,
  tooBig: IMPORT_MESSAGES.tooBig,
};

/** How long the import waits for the resize step (about a second for a photo; a cold start adds a few). */
const RESIZE_WAIT_MS = 15_000;
const RESIZE_POLL_MS = 200;

/** 503: the resize step did not answer in time; nothing was written and the seller may simply try again. */
export class ImportTooSlow extends AppError {
  constructor() {
    super(503, IMPORT_MESSAGES.slow);
  }
}

/** The image type the bytes hold, by their first bytes (the declared Content-Type is not trusted). */
export function sniffImageType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

const PHOTO_KEY = new RegExp(`^/photos/[\\w-]{1,64}/[0-9a-f-]{36}-(?:${PHOTO_WIDTHS.join('|')})\\.webp$`);

/** True for the address of one of Tiffin's own photos (a WebP version the resize step wrote). */
export function isTiffinPhoto(photosUrl: string, address: string): boolean {
  const base = photosUrl.replace(/\/+$/, '');
  return address.startsWith(`${base}/`) && PHOTO_KEY.test(address.slice(base.length));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The address to store for a picture the seller gave: '' or none as given; the picture the record already has
 * (`current`: an edit that leaves it alone) and a Tiffin photo as they are; any other address imported: fetched
 * from its (public) host, written under the seller's `uploads/` prefix and re-encoded by the resize step exactly as
 * an upload is, and stored as that photo's address. A refusal is a 4xx naming the problem, and nothing is written.
 */
export async function importedImage(
  { photos, photoImport }: Pick<Ports, 'photos' | 'photoImport'>,
  seller: Pick<SellerCaller, 'sub'>,
  address: string | undefined,
  current?: string,
): Promise<string | undefined> {
  if (!address || address === current || isTiffinPhoto(photoImport.photosUrl, address)) return address;
  const sellerId = sellerPrefix(seller);
  const fetched = await photoImport.fetch(address, PHOTO_MAX_BYTES);
  if ('refused' in fetched) throw new PhotoRefused(FETCH_REFUSALS[fetched.refused]);
  const type = sniffImageType(fetched.bytes);
  if (!type) throw new PhotoRefused(IMPORT_MESSAGES.notImage);

  const uploadId = randomUUID();
  const widest = Math.max(...PHOTO_WIDTHS);
  await photos.write(uploadKey(sellerId, uploadId), fetched.bytes, type);
  for (const until = Date.now() + RESIZE_WAIT_MS; Date.now() < until; await pause(RESIZE_POLL_MS)) {
    if (await photos.exists(versionKey(sellerId, uploadId, widest)))
      return `${photoImport.photosUrl.replace(/\/+$/, '')}${photoPath(sellerId, uploadId, widest)}`;
    const refusal = await photos.read(refusalKey(sellerId, uploadId));
    if (refusal && refusal.bytes.length > 0) throw new PhotoRefused(IMPORT_MESSAGES.notImage);
  }
  throw new ImportTooSlow();
}
