import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importedImage, isTiffinPhoto, sniffImageType } from '#domain/photos/import';
import { PhotoRefused } from '#domain/photos/uploads';
import { fakePhotoImport, fakePhotos } from '../support/fakes.ts';

/** A seller's typed image address (docs/architecture.md#photos): Tiffin's own photos are kept, others imported. */
const seller = { sub: 'u-seller' };
const PHOTO = 'https://tiffin.test/photos/u-other/0b7c1a52-4d1e-4b6a-9c33-2f5e8d0a7b11-640.webp';

describe('a Tiffin photo address is kept as it is', () => {
  it("the address of a WebP version on Tiffin's photos origin is Tiffin's, one on another host is not", () => {
    expect(isTiffinPhoto('https://tiffin.test', PHOTO)).toBe(true);
    expect(isTiffinPhoto('https://tiffin.test/', PHOTO.replace('-640', '-320'))).toBe(true);
    for (const other of [
      PHOTO.replace('tiffin.test', 'evil.test'),
      PHOTO.replace('tiffin.test', 'tiffin.test.evil.test'),
      PHOTO.replace('-640', '-9999'),
      PHOTO.replace('.webp', '.svg'),
      'https://tiffin.test/photos/u-other/../../x/0b7c1a52-4d1e-4b6a-9c33-2f5e8d0a7b11-640.webp',
      'https://tiffin.test/x/seller/login',
    ])
      expect(isTiffinPhoto('https://tiffin.test', other), other).toBe(false);
  });

  it('a Tiffin photo, the picture the record already has and an empty image are stored without a fetch', async () => {
    const { photos, objects } = fakePhotos();
    const photoImport = fakePhotoImport();
    for (const [address, current] of [
      [PHOTO, undefined],
      ['https://images.example.com/old.png', 'https://images.example.com/old.png'],
      ['', undefined],
      [undefined, undefined],
    ] as const)
      expect(await importedImage({ photos, photoImport }, seller, address, current)).toBe(address);
    expect(objects.size).toBe(0);
  });
});

describe('a refused address writes nothing', () => {
  it.each([
    ['address', IMPORT_MESSAGES.unreachable],
    ['unreachable', IMPORT_MESSAGES.unreachable],
    ['redirect', IMPORT_MESSAGES.redirect],
    ['tooBig', IMPORT_MESSAGES.tooBig],
  ] as const)('a fetch refused for %s is a 422 in the seller’s words', async (reason, message) => {
    const { photos, objects } = fakePhotos();
    const photoImport = fakePhotoImport({ 'https://images.example.com/a.png': { refused: reason } });
    const error = await importedImage({ photos, photoImport }, seller, 'https://images.example.com/a.png').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PhotoRefused);
    expect(error).toMatchObject({ statusCode: 422, message });
    expect(objects.size).toBe(0);
  });

  it('bytes that are no JPEG, PNG or WebP (HTML, SVG, GIF) are refused before anything is written', async () => {
    for (const bytes of ['<html></html>', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a....']) {
      const { photos, objects } = fakePhotos();
      const photoImport = fakePhotoImport({ 'https://images.example.com/a.png': { bytes: Buffer.from(bytes) } });
      await expect(importedImage({ photos, photoImport }, seller, 'https://images.example.com/a.png')).rejects.toThrow(
        IMPORT_MESSAGES.notImage,
      );
      expect(objects.size).toBe(0);
    }
  });
});

describe('the type of fetched bytes comes from their first bytes', () => {
  it('JPEG, PNG and WebP are read; anything else is none', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
