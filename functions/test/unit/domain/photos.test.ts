import { describe, expect, it } from 'vitest';
import { PhotoRefused, refusalKey, uploadStatus } from '#domain/photos/uploads';
import { fakePhotos } from '../support/fakes.ts';

const seller = { sub: 'u-seller' };
const uploadId = '0b7c1a52-4d1e-4b6a-9c33-2f5e8d0a7b11';

/** What a seller's page is told while the resize step decides on an upload. */
describe('an upload status', () => {
  it('a refusal whose reason is still being written reads as pending, never as a refusal without a message', async () => {
    const { photos } = fakePhotos();
    // The local bucket (s3rver) shows an object before its bytes are in: an empty reason is one still on its way.
    await photos.write(refusalKey(seller.sub, uploadId), Buffer.alloc(0), 'text/plain; charset=utf-8');
    await expect(uploadStatus({ photos }, seller, uploadId)).resolves.toEqual({ status: 'pending' });

    await photos.write(refusalKey(seller.sub, uploadId), Buffer.from('Not a photo.'), 'text/plain; charset=utf-8');
    const refused = await uploadStatus({ photos }, seller, uploadId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhotoRefused);
    expect((refused as PhotoRefused).message).toBe('Not a photo.');
  });
});
