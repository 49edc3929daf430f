import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoSrcSet } from '@tiffin/shared/photos';
import { seedPhotoAddress, seedPhotoFiles } from '../src/demo-photos/webp.ts';
import { seed } from '../src/seed-data.ts';

describe("the seed's pictures as production serves photos (npm run bench)", () => {
  const files = seedPhotoFiles();
  const dish = seed.foods[0]!;

  it("a seed dish's picture has an uploaded photo's address, so the web gives it the resize step's srcset", () => {
    const address = seedPhotoAddress('food', dish.name);
    expect(address).toMatch(/^\/photos\/seed\/[0-9a-f-]{36}-640\.webp$/);
    expect(photoSrcSet(address)?.split(', ')).toHaveLength(PHOTO_WIDTHS.length);
    expect(seedPhotoAddress('food', dish.name)).toBe(address);
  });

  it('each width the resize step writes is a WebP of that width, never an SVG drawing', async () => {
    const address = seedPhotoAddress('food', dish.name);
    for (const width of PHOTO_WIDTHS) {
      const bytes = await files(address.replace(/-\d+\.webp$/, `-${width}.webp`));
      const meta = await sharp(bytes!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
  });

  it('an address that is no seed picture, or a width the resize step does not write, is not found', async () => {
    const address = seedPhotoAddress('food', dish.name);
    expect(await files(address.replace('-640.webp', '-999.webp'))).toBeNull();
    expect(await files('/photos/seed/00000000-0000-0000-0000-000000000000-640.webp')).toBeNull();
    expect(await files('/photos/u-seller/../seed/x-640.webp')).toBeNull();
  });
});
