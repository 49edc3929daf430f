import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@tiffin/shared/photos';
import { webpVersions } from '#domain/photos/resize';
import { PhotoRefused, refusalKey, getUpload } from '#domain/photos/uploads';
import { sharpImages } from '#adapters/images';
import { fakePhotos } from '../support/fakes.ts';

const seller = { sub: 'u-seller' };
const uploadId = '0b7c1a52-4d1e-4b6a-9c33-2f5e8d0a7b11';

/** What a seller's page is told while the resize step decides on an upload. */
describe('an upload status', () => {
  it('a refusal whose reason is still being written reads as pending, never as a refusal without a message', async () => {
    const { photos } = fakePhotos();
    // The local bucket (s3rver) shows an object before its bytes are in: an empty reason is one still on its way.
    await photos.write(refusalKey(seller.sub, uploadId), Buffer.alloc(0), 'text/plain; charset=utf-8');
    await expect(getUpload({ photos }, seller, uploadId)).resolves.toEqual({ status: 'pending' });

    await photos.write(refusalKey(seller.sub, uploadId), Buffer.from('Not a photo.'), 'text/plain; charset=utf-8');
    const refused = await getUpload({ photos }, seller, uploadId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhotoRefused);
    expect((refused as PhotoRefused).message).toBe('Not a photo.');
  });
});

describe('the resize rules, with the real image codec (sharp)', () => {
  it('a photo taken with the phone turned sideways is stored upright, as the seller saw it', async () => {
    // 600 wide, 400 high as stored, with EXIF orientation 6: shown rotated, 400 wide and 600 high.
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c87828' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await webpVersions(sharpImages, sideways, 'image/jpeg');
    expect('versions' in result).toBe(true);
    const sizes = await Promise.all(
      ('versions' in result ? result.versions : []).map(async (version) => {
        const { width, height } = await sharp(version.bytes).metadata();
        return { wanted: version.width, width, height };
      }),
    );
    expect(sizes).toEqual([
      { wanted: 320, width: 320, height: 480 },
      { wanted: 640, width: 400, height: 600 },
    ]);
  });

  it('an image that would decode to more than 40 million pixels is refused, however small its file', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await webpVersions(sharpImages, huge, 'image/png')).toEqual({ refused: PHOTO_MESSAGES.notImage });
  });
});
