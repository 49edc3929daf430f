import sharp from 'sharp';
import type { ImageCodec } from '#domain/ports';

/**
 * The image codec the resize step is given (the domain's `ImageCodec` port), over sharp. Only the resize function
 * and the local photo store import this module, so only they load sharp's native binary (a layer in AWS).
 */
export const sharpImages: ImageCodec = {
  async format(bytes, { maxPixels }) {
    return (await sharp(bytes, { limitInputPixels: maxPixels }).metadata()).format;
  },
  toWebp(bytes, { width, quality, maxPixels }) {
    return sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  },
};
