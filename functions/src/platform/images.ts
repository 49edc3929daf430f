import sharp from 'sharp';

/**
 * The image codec the resize step is given (the domain's `ImageCodec` port), over sharp. Only the resize function
 * and the local photo store import this module, so only they load sharp's native binary (a layer in AWS).
 */
export const sharpImages = {
  async format(bytes: Buffer, { maxPixels }: { maxPixels: number }): Promise<string | undefined> {
    return (await sharp(bytes, { limitInputPixels: maxPixels }).metadata()).format;
  },
  toWebp(bytes: Buffer, { width, quality, maxPixels }: { width: number; quality: number; maxPixels: number }) {
    return sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  },
};
