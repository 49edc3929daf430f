import { describe, expect, it } from 'vitest';
import { photoPath, photoSrcSet } from '../src/photos.ts';

describe('photo addresses', () => {
  const id = '6f1c1f0e-8f7a-4b7e-9a55-0d6c2b9c1a11';

  it("an uploaded photo's address gives the browser its 320 and 640 px WebP versions", () => {
    const image = `https://d123.cloudfront.net${photoPath('u-seller-blr', id, 640)}`;
    expect(photoSrcSet(image)).toBe(
      `https://d123.cloudfront.net/photos/u-seller-blr/${id}-320.webp 320w, https://d123.cloudfront.net/photos/u-seller-blr/${id}-640.webp 640w`,
    );
  });

  it('an address a seller typed, or a seed picture, is shown as it is (no srcset)', () => {
    for (const image of [
      'https://images.example.com/dosa.jpg',
      'http://localhost:3000/images/food/masala-dosa.svg',
      'https://example.com/photos/x/not-an-upload-640.webp',
      '',
    ])
      expect(photoSrcSet(image)).toBeUndefined();
  });
});
