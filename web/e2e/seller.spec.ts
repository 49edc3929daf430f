import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FoodPage } from '@tiffin/shared/api/catalogue';
import type { SellerOrderPage } from '@tiffin/shared/api/seller';
import { expect, expectAccessible, test } from './support/a11y';
import { adminToken, bearer, endpoint, sellerByEmail } from './support/api';
import { codeFromInbox } from './support/inbox';
import { submitLogin } from './support/login';
import { pictureElsewhere } from './support/photos';

const bengaluru = { latitude: 12.9716, longitude: 77.5946 };

/** The seller of Slice of Indiranagar, whose seeded order TF-SEED0003 is Pending (local/src/seed.ts). */
const sliceSeller = { email: 'seller-blr-slice@tiffin.local', password: 'Seller@123' };
const seededPendingOrder = 'TF-SEED0003';

/** Approves the seller with this email through the admin API, as the admin's sellers table does. */
async function approveSeller(request: APIRequestContext, email: string) {
  const token = await adminToken(request);
  const seller = await sellerByEmail(request, token, email);
  const approve = await request.put(endpoint('admin/approve-seller', { id: seller._id }), {
    headers: bearer(token),
    data: { isApproved: true },
  });
  expect(approve.ok(), await approve.text()).toBe(true);
}

const logIn = (page: Page, email: string, password: string) =>
  submitLogin(page, '/seller/login', { email, password }, 'seller login, filled in');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Seller menu' });

test.describe('the seller area', () => {
  test.use({ geolocation: bengaluru, permissions: ['geolocation'] });

  test('a restaurant signs up, is approved, adds a category and a dish, and customers see the dish', async ({
    page,
    request,
  }) => {
    const id = randomUUID().slice(0, 8);
    const seller = {
      sellerName: `E2E Seller ${id}`,
      phone: `9${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      email: `e2e-seller-${id}@example.com`,
      password: 'Seller@123',
      restaurantName: `E2E Kitchen ${id}`,
    };
    const category = `E2E Category ${id}`;
    const dish = `E2E Dosa ${id}`;

    // Sign up: the restaurant in Bengaluru, found by its pincode.
    await page.goto('/seller/signup');
    await expect(page.getByRole('navigation', { name: 'Seller menu' })).toHaveCount(0);
    await page.getByLabel('Seller name').fill(seller.sellerName);
    await page.getByLabel('Phone number').fill(seller.phone);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(seller.password);
    await page.getByLabel('Restaurant name').fill(seller.restaurantName);
    await page.getByLabel('Address or pincode').fill('560001');
    await page.getByLabel('Address or pincode').press('Enter');
    await expect(page.getByRole('status')).toHaveText(/listed in bengaluru/i);
    await expectAccessible(page, 'seller signup, filled in');
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The email is proved with the code mailed to it, as a customer's is.
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Signup successful');
    await expectAccessible(page, 'seller signup, code step');
    const code = await codeFromInbox(request, seller.email, /verification code/i, 6);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/seller\/login$/);
    await expect(page.getByRole('status')).toContainText('Email verified');
    await expect(page.getByLabel('Email')).toHaveValue(seller.email);
    await expectAccessible(page, 'seller login, signed up');

    // Pending: the login says why it cannot open yet.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(seller.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your seller account is not approved. Please wait for the admin to approve it.',
    );
    await expectAccessible(page, 'seller login, not approved yet');

    // Approved by the admin, the same login opens the dashboard.
    await approveSeller(request, seller.email);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Weekly Orders', { exact: true })).toBeVisible();
    // The top bar names the restaurant.
    await expect(page.getByRole('banner').getByText(seller.restaurantName, { exact: true })).toBeVisible();
    // The chart loads on its own; the check waits for it (its table says the same for screen readers).
    await expect(page.getByRole('table', { name: 'Last 8 weeks' })).toBeAttached();
    await expectAccessible(page, 'seller dashboard, new restaurant');

    // Add Food, with a category of its own added on the way.
    await sidebar(page).getByRole('link', { name: 'Add Food' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Food' })).toBeVisible();
    await expectAccessible(page, 'add food');
    await page.getByRole('button', { name: 'Add a new category' }).click();
    const newCategory = page.getByRole('group', { name: 'New category' });
    await expect(newCategory).toBeVisible();
    await expectAccessible(page, 'add food, new category open');
    await newCategory.getByLabel('Category name').fill(category);
    // An image address from elsewhere on the web: the server imports it into Tiffin's own photos.
    const picture = await pictureElsewhere('masala-dosa');
    await newCategory.getByLabel('Category image URL').fill(picture.url);
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added and chosen' })).toHaveText(
      `Category ${category} added and chosen.`,
      { timeout: 20_000 },
    );
    await picture.close();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(/.+/);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(dish);
    await page.getByLabel('Price (₹)').fill('149');
    await page.getByLabel('Quantity in stock').fill('7');
    await page.getByLabel('Description').fill('Made by the e2e test.');
    await expectAccessible(page, 'add food, filled in');
    await page.getByRole('button', { name: 'Add Food' }).click();

    await expect(page).toHaveURL(/\/seller\/viewfood$/);
    await expect(page.getByText('Food added successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dish }) });
    await expect(row).toContainText(category);
    await expect(row).toContainText('₹149');
    await expect(row).toContainText('7');
    await expectAccessible(page, 'view food, dish added');

    // The dish's edit screen and the delete confirm (cancelled), then the profile.
    await row.getByRole('link', { name: `Edit ${dish}` }).click();
    await expect(page).toHaveURL(/\/seller\/editfood\/.+$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(dish);
    await expectAccessible(page, 'edit food');
    await sidebar(page).getByRole('link', { name: 'View Food' }).click();
    await row.getByRole('button', { name: `Delete ${dish}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: `Delete ${dish}?` });
    await expect(confirmDelete).toContainText('Are you sure you want to delete this item?');
    await expectAccessible(page, 'view food, delete confirm open');
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(row).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Restaurant name')).toHaveValue(seller.restaurantName);
    await expectAccessible(page, 'seller profile');

    // The customer side lists the dish in Bengaluru, under the new restaurant.
    const search = await request.get(
      `${endpoint('catalogue/list-foods')}?city=bengaluru&q=${encodeURIComponent(dish)}`,
    );
    expect(search.ok(), await search.text()).toBe(true);
    const found = ((await search.json()) as FoodPage).items.find((food) => food.name === dish);
    expect(found, 'the new dish is in the Bengaluru catalogue').toBeTruthy();
    expect(found!.restaurant.name).toBe(seller.restaurantName);
    expect(found!.category.cat).toBe(category);

    await page.goto(`/food/${found!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(seller.restaurantName);
    await expect(page.getByRole('main')).toContainText('₹149');
    await expectAccessible(page, 'dish detail of the new dish');

    // Logout ends the seller's session only.
    await page.goto('/seller/viewfood');
    await page.getByRole('navigation', { name: 'Seller account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/seller\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tiffin.token.seller'))).toBeNull();
    await page.goto('/seller/dashboard');
    await expect(page).toHaveURL(/\/seller\/login$/);
  });

  test('a seller moves a Pending order to Preparing, then Delivered', async ({ page, request }) => {
    await logIn(page, sliceSeller.email, sliceSeller.password);
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await expect(page.getByText('Total Weekly Orders', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Last 8 weeks' })).toBeAttached();
    await expectAccessible(page, 'seller dashboard');
    const token = await page.evaluate(() => sessionStorage.getItem('tiffin.token.seller'));
    expect(token).toBeTruthy();

    await sidebar(page).getByRole('link', { name: 'View Orders' }).click();
    const order = page.getByRole('article', { name: `Order ${seededPendingOrder}` });
    await expect(order, 'npm start seeds TF-SEED0003 Pending (TIFFIN_RESET=1 starts from the seed)').toBeVisible();
    const status = order.getByTestId('order-status');
    await expect(status).toHaveText('Pending');
    await expect(order).toContainText('Priya Sharma');
    await expect(order).toContainText('221 MG Road');
    await expectAccessible(page, 'seller orders');
    const preparing = order.getByRole('button', { name: 'Preparing' });
    const delivered = order.getByRole('button', { name: 'Delivered' });

    await preparing.click();
    await expect(status).toHaveText('Preparing');
    await expect(preparing).toBeDisabled();
    await expect(delivered).toBeEnabled();

    await delivered.click();
    await expect(status).toHaveText('Delivered');
    await expect(preparing).toBeDisabled();
    await expect(delivered).toBeDisabled();
    await expect(order.getByLabel(`Status history of order ${seededPendingOrder}`)).toContainText('Delivered');
    await expectAccessible(page, 'seller orders, order delivered');

    // The server agrees, with each step in the history.
    const response = await request.get(`${endpoint('seller/list-orders')}?limit=100`, { headers: bearer(token!) });
    expect(response.ok()).toBe(true);
    const saved = ((await response.json()) as SellerOrderPage).items.find((o) => o.orderId === seededPendingOrder);
    expect(saved?.orderStatus).toBe('Delivered');
    expect(saved?.statusHistory.map((step) => step.status)).toEqual(['Pending', 'Preparing', 'Delivered']);
  });
});
