import { photoSrcSet } from '@tiffin/shared/photos';

/**
 * `srcSet` and `sizes` for an uploaded photo (its WebP versions, so a phone loads the small one); nothing for a
 * picture given by its address, shown as it is.
 */
export function photoImageProps(image: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = image ? photoSrcSet(image) : undefined;
  return srcSet ? { srcSet, sizes } : {};
}
