import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@tiffin/shared/api/catalogue';
import type { FoodSaved, ProfileUpdated } from '@tiffin/shared/api/seller';
import { categoryNameKey } from '#data/categories';
import { keys } from '#data/keys';
import { IMPORT_MESSAGES } from '#domain/photos/import';
import { newSeller, type SellerIdentity } from './support/people.ts';
import { testBucket, tiffinPhoto } from './support/photos.ts';
import { deleteItem, getItem } from './support/table.ts';
import { useStack } from './support/stack.ts';

/**
 * A picture a seller names by its address is imported (docs/architecture.md#photos): fetched by the server, re-encoded
 * by the resize step as an upload is, and served from Tiffin's own /photos. The pictures come from a loopback server
 * of this file's own (the tests, like the local cloud, set PHOTO_IMPORT_ALLOW_LOOPBACK).
 */
const { api } = await useStack();
const bucket = testBucket();
const photosUrl = () => process.env.PHOTOS_URL!;
const madeCategories: Category[] = [];

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** The file's picture server: each path answers as the table says, and every request it got is kept. */
const requests: IncomingMessage[] = [];
let png: Buffer;
let jpeg: Buffer;
const answers: Record<string, (response: ServerResponse) => void> = {
  '/dosa.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  '/dosa.jpg': (response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
  '/moved.png': (response) => response.writeHead(302, { location: '/dosa.png' }).end(),
  '/page.png': (response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end('<html><body>hi</body></html>'),
  '/drawing.png': (response) =>
    response
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  // A PNG's first bytes and nothing of an image after them: only the resize step can tell.
  '/broken.png': (response) =>
    response
      .writeHead(200, { 'content-type': 'image/png' })
      .end(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)])),
  // Six megabytes, sent without a length: the fetch stops reading past five.
  '/huge.png': (response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(png.subarray(0, 8));
    for (let i = 0; i < 6; i++) response.write(Buffer.alloc(1024 * 1024));
    response.end();
  },
};
const server = createServer((request, response) => {
  requests.push(request);
  const answer = answers[request.url ?? ''];
  if (answer) answer(response);
  else response.writeHead(404).end();
});
let base: string;
let seller: SellerIdentity;

beforeAll(async () => {
  [png, jpeg] = await Promise.all([picture('png'), picture('jpeg')]);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  seller = await newSeller({ approved: true });
});

afterAll(async () => {
  server.close();
  for (const category of madeCategories) {
    await deleteItem(keys.category(category._id));
    await deleteItem(categoryNameKey(category.cat));
  }
});

const dishBody = (image: string) => ({
  name: `Imported Dosa ${Date.now()}`,
  price: 90,
  category: 'cat-dosa',
  quantity: 3,
  image,
});
const addDish = (image: string) =>
  api.call<FoodSaved & { message: string }>('seller/add-food', { token: seller.token, body: dishBody(image) });
const photoAddress = new RegExp(
  `^${photosUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/photos/[\\w-]+/([0-9a-f-]{36})-640\\.webp$`,
);
const dishesOfSeller = async () =>
  (await api.call<{ items: { _id: string }[] }>('seller/list-foods', { token: seller.token })).body.items.length;

describe("a seller's typed image address is served from Tiffin's own /photos after import", () => {
  it('a dish added with a PNG address stores the address of its 640 wide WebP version, which the bucket serves', async () => {
    const added = await addDish(`${base}/dosa.png`);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { image } = added.body.food;
    expect(image).toMatch(photoAddress);
    expect(image.startsWith(`${photosUrl()}/photos/${seller.id}/`)).toBe(true);
    const uploadId = photoAddress.exec(image)![1]!;
    const large = await bucket.read(`photos/${seller.id}/${uploadId}-640.webp`);
    expect(await sharp(large!.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await bucket.exists(`photos/${seller.id}/${uploadId}-320.webp`)).toBe(true);
    // The original is gone: only the re-encoded versions are served, never the fetched bytes.
    expect(await bucket.exists(`uploads/${seller.id}/${uploadId}`)).toBe(false);
    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await getItem(keys.food(added.body.food._id)))!.image).toBe(image);
  });

  it("a dish's edit, a new category and the restaurant's profile import their addresses too", async () => {
    const added = await addDish(`${base}/dosa.jpg`);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const edited = await api.call<FoodSaved>('seller/edit-food', {
      token: seller.token,
      params: { id: added.body.food._id },
      body: { ...dishBody(`${base}/dosa.png`), name: added.body.food.name },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.food.image).toMatch(photoAddress);
    expect(edited.body.food.image).not.toBe(added.body.food.image);

    const category = await api.call<Category>('seller/add-category', {
      token: seller.token,
      body: { cat: `Imported ${Date.now()}`, catimg: `${base}/dosa.png` },
    });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    madeCategories.push(category.body);
    expect(category.body.catimg).toMatch(photoAddress);

    const profile = await api.call<ProfileUpdated>('seller/update-profile', {
      token: seller.token,
      body: {
        sellerName: 'Import Seller',
        phone: '9876543210',
        restaurantName: seller.restaurant.name,
        image: `${base}/dosa.png`,
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.profile.image).toMatch(photoAddress);
    expect((await getItem(keys.restaurant(seller.restaurant.id)))!.image).toBe(profile.body.profile.image);
  });

  it("an edit that sends the dish's own picture back keeps it without fetching anything", async () => {
    const added = await addDish(`${base}/dosa.png`);
    const before = requests.length;
    const edited = await api.call<FoodSaved>('seller/edit-food', {
      token: seller.token,
      params: { id: added.body.food._id },
      body: { ...dishBody(added.body.food.image), name: added.body.food.name, quantity: 9 },
    });
    expect(edited.body.food).toMatchObject({ image: added.body.food.image, quantity: 9 });
    expect(requests.length).toBe(before);
  });
});

describe('a Tiffin photo address is kept as it is', () => {
  it('an uploaded photo’s address is stored unchanged and nothing is fetched', async () => {
    const photo = tiffinPhoto(seller.id);
    const before = requests.length;
    const added = await addDish(photo);
    expect(added.status).toBe(201);
    expect(added.body.food.image).toBe(photo);
    expect(requests.length).toBe(before);
  });

  it('an empty image stays empty', async () => {
    const added = await addDish('');
    expect(added).toMatchObject({ status: 201, body: { food: { image: '' } } });
  });
});

describe('a refused address changes nothing', () => {
  const refused = async (image: string, message: string) => {
    const dishes = await dishesOfSeller();
    const answer = await addDish(image);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body).toMatchObject({ message });
    expect(await dishesOfSeller()).toBe(dishes);
  };

  it('an address that resolves to a private, loopback or link-local address is refused and nothing is written', async () => {
    // The tests allow loopback (their picture server); private and link-local addresses stay refused.
    for (const address of [
      'https://10.0.0.1/dosa.png',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/a.png',
    ])
      await refused(address, IMPORT_MESSAGES.unreachable);
  });

  it('a redirect is not followed', async () => {
    const before = requests.filter((request) => request.url === '/dosa.png').length;
    await refused(`${base}/moved.png`, IMPORT_MESSAGES.redirect);
    expect(requests.filter((request) => request.url === '/dosa.png').length).toBe(before);
  });

  it('a non-image or oversized answer is refused', async () => {
    await refused(`${base}/page.png`, IMPORT_MESSAGES.notImage);
    await refused(`${base}/drawing.png`, IMPORT_MESSAGES.notImage);
    await refused(`${base}/huge.png`, IMPORT_MESSAGES.tooBig);
    await refused(`${base}/missing.png`, IMPORT_MESSAGES.unreachable);
  });

  it('bytes that only start like a PNG are refused by the resize step, and nothing is kept', async () => {
    await refused(`${base}/broken.png`, IMPORT_MESSAGES.notImage);
  });

  it('the fetch sends no cookie or credential', async () => {
    await addDish(`${base}/dosa.png`);
    const last = requests.at(-1)!;
    expect(last.headers.cookie).toBeUndefined();
    expect(last.headers.authorization).toBeUndefined();
  });
});
