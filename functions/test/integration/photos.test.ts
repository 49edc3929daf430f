import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@tiffin/shared/photos';
import type { UploadForm, UploadStatus } from '@tiffin/shared/api/seller';
import { tokenFor } from './support/api.ts';
import { testBucket } from './support/photos.ts';
import { useStack } from './support/stack.ts';

/**
 * Dish and restaurant photos (beyond the spec): the browser posts the file straight to the bucket (s3rver here)
 * with a presigned form; the resize step (sharp) keeps WebP versions of a real JPEG, PNG or WebP image only.
 */
const { api } = await useStack();
let seller: string;
let otherSeller: string;
const bucket = testBucket();

beforeAll(async () => {
  seller = await tokenFor('seller', 'u-seller-blr');
  otherSeller = await tokenFor('seller', 'u-seller-mum');
});

const picture = (format: 'jpeg' | 'png' | 'webp', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function uploadForm(contentType: string, token = seller) {
  const answer = await api.call<UploadForm>('seller/create-upload', { token, body: { contentType } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Posts the file as the browser does: the form's fields, then the file last. */
async function post(form: UploadForm, bytes: Buffer, filename = 'photo.jpg') {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(form.url, { method: 'POST', body });
  return response.status;
}

/** Asks for the upload's status until the resize step has decided, as the seller's page does. */
async function settledStatus(id: string, token = seller) {
  for (let i = 0; i < 100; i++) {
    const answer = await api.call<UploadStatus & { message?: string }>('seller/get-upload', { params: { id }, token });
    if (answer.status !== 200 || answer.body.status !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the upload stayed pending');
}

const sellerKeys = async (id: string) => {
  const keys = [
    `uploads/u-seller-blr/${id}`,
    `photos/u-seller-blr/${id}-320.webp`,
    `photos/u-seller-blr/${id}-640.webp`,
  ];
  const present = await Promise.all(keys.map((key) => bucket.exists(key)));
  return keys.filter((_, i) => present[i]);
};

describe('a seller uploads a photo', () => {
  it('a JPEG becomes 320 and 640 wide WebP versions and the original is deleted', async () => {
    const form = await uploadForm('image/jpeg');
    expect(form.fields.key).toBe(`uploads/u-seller-blr/${form.id}`);
    expect(form.maxBytes).toBe(5 * 1024 * 1024);
    expect(await post(form, await picture('jpeg'))).toBeLessThan(300);
    const answer = await settledStatus(form.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ready',
      path: `/photos/u-seller-blr/${form.id}-640.webp`,
      paths: { '320': `/photos/u-seller-blr/${form.id}-320.webp`, '640': `/photos/u-seller-blr/${form.id}-640.webp` },
    });
    const small = await bucket.read(`photos/u-seller-blr/${form.id}-320.webp`);
    expect(small?.contentType).toBe('image/webp');
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    expect(await bucket.exists(`uploads/u-seller-blr/${form.id}`)).toBe(false);
  });

  it('a PNG and a WebP are accepted too; a small one is never enlarged', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const form = await uploadForm(type);
      await post(form, await picture(format, 400, 300));
      expect((await settledStatus(form.id)).body).toMatchObject({ status: 'ready' });
      const large = await bucket.read(`photos/u-seller-blr/${form.id}-640.webp`);
      expect((await sharp(large!.bytes).metadata()).width).toBe(400);
    }
  });
});

describe('a bad file gets a clear message and nothing is stored', () => {
  const refused = async (contentType: string, bytes: Buffer, message: string) => {
    const form = await uploadForm(contentType);
    await post(form, bytes);
    const answer = await settledStatus(form.id);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message, code: 'PHOTO_REFUSED' });
    expect(await sellerKeys(form.id)).toEqual([]);
  };

  /** The bucket itself refuses the post (its policy's content-length-range), as S3 does: nothing reaches the resize. */
  const expectRefusedByBucket = async (contentType: string, bytes: Buffer) => {
    const form = await uploadForm(contentType);
    expect(await post(form, bytes)).toBe(400);
    expect(await sellerKeys(form.id)).toEqual([]);
  };

  it('a 6 MB photo is refused and nothing is stored', async () => {
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    await expectRefusedByBucket('image/jpeg', big);
  });

  it('a .jpg that is really an HTML page is refused', async () => {
    await refused('image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'), PHOTO_MESSAGES.notImage);
  });

  it('an SVG sent as a JPEG is refused (it could carry script)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await refused('image/jpeg', Buffer.from(svg), PHOTO_MESSAGES.notImage);
  });

  it('a PNG sent as a JPEG is refused: the declared type must be the real one', async () => {
    await refused('image/jpeg', await picture('png'), PHOTO_MESSAGES.notImage);
  });

  it('an empty file is refused', async () => {
    // The policy's content-length-range starts at 1.
    await expectRefusedByBucket('image/png', Buffer.alloc(0));
  });

  it('no upload form is given for an SVG, a GIF or no type at all', async () => {
    for (const body of [{ contentType: 'image/svg+xml' }, { contentType: 'image/gif' }, {}, { contentType: null }]) {
      const answer = await api.call('seller/create-upload', { token: seller, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: PHOTO_MESSAGES.wrongType });
    }
  });
});

describe("an upload is its seller's own", () => {
  it("a seller cannot see another seller's upload: it is not under their prefix", async () => {
    const form = await uploadForm('image/jpeg');
    await post(form, await picture('jpeg'));
    expect((await settledStatus(form.id)).body).toMatchObject({ status: 'ready' });
    const answer = await api.call('seller/get-upload', { params: { id: form.id }, token: otherSeller });
    expect(answer).toMatchObject({ status: 200, body: { status: 'pending' } });
  });

  it('an upload id that is not a UUID (a path outside the prefix) is refused', async () => {
    for (const id of ['..%2F..%2Fphotos%2Fx', 'abc', '00000000-0000-0000-0000-000000000000']) {
      const answer = await api.call('seller/get-upload', { params: { id }, token: seller });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Upload not found' });
    }
  });

  it("a form cannot be used to write a photo outside uploads/ (another seller's public photo)", async () => {
    const form = await uploadForm('image/jpeg');
    const key = `photos/u-seller-mum/${form.id}-640.webp`;
    await post({ ...form, fields: { ...form.fields, key } }, await picture('webp'));
    for (let i = 0; i < 50 && (await bucket.exists(key)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await bucket.exists(key)).toBe(false);
  });

  it('an object posted under uploads/ with a key the server never made is deleted unread', async () => {
    const form = await uploadForm('image/jpeg');
    const key = 'uploads/u-seller-blr/not-a-uuid.jpg';
    await post({ ...form, fields: { ...form.fields, key } }, await picture('jpeg'));
    for (let i = 0; i < 50 && (await bucket.exists(key)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await bucket.exists(key)).toBe(false);
  });
});
