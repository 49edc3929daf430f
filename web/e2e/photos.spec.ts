import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { FoodPage } from '@tiffin/shared/api/catalogue';
import { expect, expectAccessible, test } from './support/a11y';
import { endpoint } from './support/api';
import { submitLogin } from './support/login';

/**
 * Dish photos (beyond the spec): the seller picks a file, the browser posts it straight to the bucket (s3rver under
 * `npm start`), the resize step makes WebP versions and the site shows them with `srcset`.
 */
const seller = { email: 'seller@tiffin.local', password: 'Seller@123' };

async function logIn(page: Page) {
  await submitLogin(page, '/seller/login', seller, 'seller login, filled in');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('table', { name: 'Last 8 weeks' })).toBeAttached();
  await expectAccessible(page, 'seller dashboard');
}

/** A photo as a phone would take it: 1600 x 1200 JPEG. */
const photo = () =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 214, g: 139, b: 50 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><circle cx="800" cy="600" r="420" fill="#f6f1e7"/><circle cx="800" cy="600" r="300" fill="#c0392b"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

test.describe('dish photos', () => {
  test('a seller uploads a photo for a new dish and customers see it in WebP sizes', async ({ page, request }) => {
    const dish = `E2E Photo Dosa ${randomUUID().slice(0, 8)}`;
    await logIn(page);
    await page.goto('/seller/addfood');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Food' })).toBeVisible();

    await page
      .getByLabel('Photo file')
      .setInputFiles({ name: 'dosa.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded.' })).toBeVisible({ timeout: 30_000 });
    const address = page.getByRole('textbox', { name: 'Image URL' });
    await expect(address).toHaveValue(/\/photos\/[\w-]+\/[0-9a-f-]{36}-640\.webp$/);
    const preview = page.getByTestId('photo-preview');
    await expect(preview).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, 'add food, photo uploaded');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(dish);
    await page.getByLabel('Price (₹)').fill('129');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add Food' }).click();
    await expect(page).toHaveURL(/\/seller\/viewfood$/);
    await expect(page.getByText('Food added successfully')).toBeVisible();
    await expectAccessible(page, 'view food, dish with a photo added');

    const search = await request.get(
      `${endpoint('catalogue/list-foods')}?city=bengaluru&q=${encodeURIComponent(dish)}`,
    );
    const found = ((await search.json()) as FoodPage).items.find((food) => food.name === dish);
    expect(found?.image).toMatch(/-640\.webp$/);

    await page.goto(`/food/${found!._id}`);
    const picture = page.getByRole('img', { name: dish });
    await expect(picture).toHaveAttribute('srcset', /-320\.webp 320w/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The browser fetched a WebP version, not the original (which the resize step deleted).
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(320|640)\.webp$/);
    await expectAccessible(page, 'dish detail with an uploaded photo');
  });

  test('a file that is not a photo gets a clear message and the address stays empty', async ({ page }) => {
    await logIn(page);
    await page.goto('/seller/addfood');
    const address = page.getByRole('textbox', { name: 'Image URL' });

    // A web page named like a photo reaches the bucket; the resize step refuses it.
    await page.getByLabel('Photo file').setInputFiles({
      name: 'dosa.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'That file is not a JPEG, PNG or WebP image. Please choose a photo.',
      { timeout: 30_000 },
    );
    await expect(address).toHaveValue('');
    await expectAccessible(page, 'add food, photo refused');

    // An SVG is refused before anything is sent.
    await page.getByLabel('Photo file').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');
    await expect(address).toHaveValue('');
  });
});
