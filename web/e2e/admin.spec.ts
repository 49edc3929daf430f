import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminLoginAnswer, DashboardStats } from '@tiffin/shared/api/admin';
import type { RestaurantPage } from '@tiffin/shared/api/catalogue';
import { expect, expectAccessible, test } from './support/a11y';
import { admin, adminToken, bearer, endpoint, sellerByEmail } from './support/api';

/** The seeded pending seller and its unlisted restaurant. */
const pendingSeller = {
  email: 'pending.seller@tiffin.local',
  name: 'Koramangala Cloud Kitchen Owner',
  restaurant: 'Koramangala Cloud Kitchen',
};

/** Which password the admin has now, and whether its first login is still open. */
async function adminPasswordState(request: APIRequestContext) {
  const login = await request.post(endpoint('admin/login'), {
    data: { email: admin.email, password: admin.initialPassword },
  });
  if (login.status() === 401) return { password: admin.newPassword, firstLogin: false };
  expect(login.ok(), await login.text()).toBe(true);
  const { isFirstLogin } = (await login.json()) as AdminLoginAnswer;
  return { password: admin.initialPassword, firstLogin: isFirstLogin };
}

/** The names of every restaurant customers see in Bengaluru. */
async function bengaluruRestaurants(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`${endpoint('catalogue/list-restaurants')}?city=bengaluru${query}`);
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as RestaurantPage;
    names.push(...page.items.map((restaurant) => restaurant.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

/** Opens the admin area with a token already in this tab, as the login leaves it. */
async function openAsAdmin(page: Page, token: string, path: string) {
  await page.addInitScript((value) => window.sessionStorage.setItem('tiffin.token.admin', value), token);
  await page.goto(path);
}

/** The first row of the table with this name, once its data has loaded. */
const firstRow = (page: Page, table: RegExp) => page.getByRole('table', { name: table }).getByRole('rowheader').first();

/** The sellers table's row of a seller; "Load more" until it is there. */
async function sellerRow(page: Page, email: string) {
  const row = page.getByRole('row').filter({ hasText: email });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(firstRow(page, /Sellers/)).toBeVisible();
  while ((await row.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(page.getByRole('status').filter({ hasText: /^Showing/ })).first()).toBeVisible();
  }
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('the admin area', () => {
  test('the first login changes the password, then the dashboard opens', async ({ page, request }) => {
    const state = await adminPasswordState(request);

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectAccessible(page, 'admin login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(state.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    if (state.firstLogin) {
      await expect(page).toHaveURL(/\/admin\/change-password$/);
      await expect(page.getByRole('status')).toContainText('This is your first sign-in.');
      await expect(page.getByLabel('Email')).toHaveValue(admin.email);
      await expectAccessible(page, 'change password, first sign-in');
      await page.getByRole('textbox', { name: 'Current password' }).fill(admin.initialPassword);
      await page.getByRole('textbox', { name: 'New password' }).fill(admin.newPassword);
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('Admin@789');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
      await expectAccessible(page, 'change password, passwords differ');

      const before = await page.evaluate(() => sessionStorage.getItem('tiffin.token.admin'));
      await page.getByRole('textbox', { name: 'Confirm password' }).fill(admin.newPassword);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByRole('status')).toHaveText('Password updated successfully');
      // The tab stays signed in with the token the change answered; the one it signed in with is refused.
      const after = await page.evaluate(() => sessionStorage.getItem('tiffin.token.admin'));
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect((await request.get(endpoint('admin/stats'), { headers: bearer(before!) })).status()).toBe(401);
      // No axe check of this state: it lasts 2 seconds, less than a check takes.
      // The success message shows first; the dashboard opens 2 seconds later.
      await expect(page).toHaveURL(/\/admin\/change-password$/);
      await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5_000 });
      // The initial password no longer works.
      const old = await request.post(endpoint('admin/login'), {
        data: { email: admin.email, password: admin.initialPassword },
      });
      expect(old.status()).toBe(401);
    } else {
      test.info().annotations.push({
        type: 'note',
        description: 'Another e2e file finished the first login already; only the sign-in to the dashboard ran.',
      });
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('tiffin.token.admin'));
    expect(token).toBeTruthy();
    // The first login is finished, so this token opens every admin route (until this tab logs out, below).
    const stats = (await (
      await request.get(endpoint('admin/stats'), { headers: bearer(token!) })
    ).json()) as DashboardStats;
    const figure = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('+ dd');
    await expect(figure('Total Orders')).toHaveText(new Intl.NumberFormat('en-IN').format(stats.totalOrders));
    await expect(figure('Total Sellers')).toHaveText(String(stats.totalSellers));
    await expect(figure('Total Revenue')).toHaveText(/^₹/);
    // What needs action comes first: the sellers awaiting approval, a way to the sellers list.
    const waiting = stats.sellersAwaitingApproval;
    await expect(
      page.getByRole('link', {
        name: waiting === 0 ? /No sellers awaiting approval/ : new RegExp(`^${waiting} sellers? awaiting approval`),
      }),
    ).toHaveAttribute('href', '/admin/sellers');
    await expect(page.getByRole('table', { name: 'Revenue by week' }).getByRole('row')).toHaveCount(9);
    await expectAccessible(page, 'admin dashboard');

    // The layout: the five sections in the sidebar, Dashboard and Logout on top.
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Seller Details',
      'Restaurant Details',
      'User Details',
      'Order Details',
      'Revenue Details',
    ]);
    await sidebar.getByRole('link', { name: 'Order Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(firstRow(page, /All orders/)).toBeVisible();
    await expectAccessible(page, 'admin orders');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tiffin.token.admin'))).toBeNull();
    // The server ended that session too: the tab's token, copied before the logout, is refused.
    await expect
      .poll(async () => (await request.get(endpoint('admin/stats'), { headers: bearer(token!) })).status())
      .toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('approving the pending seller lists its restaurant in Bengaluru', async ({ page, request }) => {
    const token = await adminToken(request);
    // Start from the seed's state whatever ran before: the seller pending, the restaurant not listed.
    const seeded = await sellerByEmail(request, token, pendingSeller.email);
    expect(seeded.restaurant?.name).toBe(pendingSeller.restaurant);
    if (seeded.isApproved) {
      const revoke = await request.put(endpoint('admin/approve-seller', { id: seeded._id }), {
        headers: bearer(token),
        data: { isApproved: false },
      });
      expect(revoke.ok(), await revoke.text()).toBe(true);
    }
    expect(await bengaluruRestaurants(request)).not.toContain(pendingSeller.restaurant);

    await openAsAdmin(page, token, '/admin/sellers');
    await expect(page.getByRole('heading', { level: 1, name: 'Seller Details' })).toBeVisible();
    const row = await sellerRow(page, pendingSeller.email);
    await expect(row).toContainText(pendingSeller.restaurant);
    await expect(row).toContainText('Pending');
    await expectAccessible(page, 'admin sellers');

    // Delete asks first; Cancel keeps the seller.
    await row.getByRole('button', { name: `Delete ${pendingSeller.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to delete this seller?');
    await expectAccessible(page, 'admin sellers, delete confirm open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Approve ${pendingSeller.name}` }).click();
    await expect(page.getByText('Seller approved successfully')).toBeVisible();
    await expect(row).toContainText('Approved');
    await expectAccessible(page, 'admin sellers, seller approved');
    await expect.poll(() => bengaluruRestaurants(request)).toContain(pendingSeller.restaurant);

    // Revoke takes it off the listing again (and leaves the seed's state for the next run).
    await row.getByRole('button', { name: `Revoke ${pendingSeller.name}` }).click();
    await expect(page.getByText('Seller rejected successfully')).toBeVisible();
    await expect(row).toContainText('Pending');
    await expect.poll(() => bengaluruRestaurants(request)).not.toContain(pendingSeller.restaurant);
  });

  test('the users, restaurants and revenue screens show the marketplace', async ({ page, request }) => {
    const token = await adminToken(request);
    await openAsAdmin(page, token, '/admin/users');

    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'customer@tiffin.local' })).toContainText('customer');
    await expectAccessible(page, 'admin users');
    await page.getByText('Sellers', { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?role=seller$/);
    await expect(page.getByRole('row').filter({ hasText: 'seller@tiffin.local' }).first()).toContainText('seller');
    await expectAccessible(page, 'admin users, sellers only');

    await page.getByRole('link', { name: 'Restaurant Details' }).click();
    await expect(page).toHaveURL(/\/admin\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Details' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Udupi Upahar' })).toBeVisible();
    await expectAccessible(page, 'admin restaurants');

    await page.getByRole('link', { name: 'Revenue Details' }).click();
    await expect(page).toHaveURL(/\/admin\/revenue$/);
    await expect(page.getByRole('columnheader', { name: 'Commission (10%)' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    // The chart loads on its own; the check waits until it is drawn.
    await expect(
      page.getByRole('figure', { name: 'Revenue and commission per restaurant' }).locator('svg').first(),
    ).toBeVisible();
    await expectAccessible(page, 'admin revenue');
  });

  test('on a phone the sidebar folds behind a burger and every row is a card with its actions in reach', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await adminToken(request);
    await openAsAdmin(page, token, '/admin/orders');

    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    const sidebarLink = page.getByRole('link', { name: 'Seller Details' });
    await expect(sidebarLink).not.toBeInViewport();
    await expect(
      page
        .getByRole('list', { name: /All orders/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'admin orders on a phone');
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(sidebarLink).toBeInViewport();
    await expectAccessible(page, 'admin orders on a phone, menu open');
    await sidebarLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seller Details' })).toBeVisible();
    await expect(sidebarLink).not.toBeInViewport();

    // No table wider than the phone: each seller is a card, its actions full-width buttons inside the screen.
    const firstCard = page
      .getByRole('list', { name: /Sellers/ })
      .getByRole('listitem')
      .first();
    await expect(firstCard).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const deleteBox = (await firstCard.getByRole('button', { name: /^Delete / }).boundingBox())!;
    expect(deleteBox.x).toBeGreaterThanOrEqual(0);
    expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(390);
    expect(deleteBox.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'admin sellers on a phone');
  });
});
