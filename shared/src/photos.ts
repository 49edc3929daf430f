/**
 * Dish and restaurant photos (beyond the spec), without zod: the web's catalogue cards import `photoSrcSet` from here
 * and must not load the validation rules (rules/photo.ts) for it.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The widths of the WebP versions the resize step writes; the largest is the photo's `image` address. */
export const PHOTO_WIDTHS = [320, 640] as const;

export const PHOTO_MESSAGES = {
  wrongType: 'The photo must be a JPEG, PNG or WebP image.',
  tooBig: 'The photo must be at most 5 MB.',
  empty: 'The photo file is empty.',
  notImage: 'That file is not a JPEG, PNG or WebP image. Please choose a photo.',
  failed: 'The photo could not be processed. Please try another one.',
} as const;

/** The public path of one WebP version of an upload: `/photos/<seller>/<upload>-<width>.webp`. */
export const photoPath = (sellerId: string, uploadId: string, width: number) =>
  `/photos/${sellerId}/${uploadId}-${width}.webp`;

const UPLOADED = /^(.*\/photos\/[\w-]+\/[0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * The `srcset` of an uploaded photo's address (any of its WebP versions), or undefined for any other picture
 * (an address typed by a seller, the seed's pictures): those are shown as they are.
 */
export function photoSrcSet(image: string): string | undefined {
  const match = UPLOADED.exec(image);
  if (!match) return undefined;
  return PHOTO_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
