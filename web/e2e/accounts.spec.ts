import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FoodPage } from '@tiffin/shared/api/catalogue';
import type { UserInfo } from '@tiffin/shared/api/users';
import { expect, expectAccessible, test } from './support/a11y';
import { adminToken, bearer, endpoint, sellerByEmail } from './support/api';
import { codeFromInbox } from './support/inbox';

const bengaluru = { latitude: 12.9716, longitude: 77.5946 };

interface Account {
  username: string;
  email: string;
  phoneno: string;
  password: string;
}

/** A new account nobody has used: a random email and an Indian mobile number. */
function freshAccount(): Account {
  const id = randomUUID().slice(0, 8);
  return {
    username: `E2E ${id}`,
    email: `e2e-${id}@example.com`,
    phoneno: `9${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    password: 'Tiffin@123',
  };
}

/** Signs up and verifies through the API, as the signup screens do. */
async function registeredAccount(request: APIRequestContext): Promise<Account> {
  const account = freshAccount();
  const register = await request.post(endpoint('users/register'), { data: account });
  expect(register.status(), await register.text()).toBe(201);
  const { requestId } = (await register.json()) as { requestId: string };
  const code = await codeFromInbox(request, account.email, /verification code/i, 6);
  const verify = await request.post(endpoint('users/verify'), {
    data: { email: account.email, verificationEmail: code, requestId },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return account;
}

async function logIn(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();
}

test.describe('customer accounts', () => {
  test.use({ geolocation: bengaluru, permissions: ['geolocation'] });

  test('a visitor signs up, verifies the emailed code and signs in', async ({ page, request }) => {
    const account = freshAccount();

    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expectAccessible(page, 'customer signup');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone number').fill(account.phoneno);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('status')).toContainText('verification code');
    await expect(page.getByText(account.email)).toBeVisible();
    await expectAccessible(page, 'verify, code sent');
    const code = await codeFromInbox(request, account.email, /verification code/i, 6);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Email verified');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expectAccessible(page, 'login, email verified');
    await logIn(page, account.password);
    const token = await page.evaluate(() => sessionStorage.getItem('tiffin.token.customer'));
    expect(token).toBeTruthy();

    // Signed in, the home page sends the device location and the server saves the city.
    await expect(page.getByRole('status').filter({ hasText: 'Showing restaurants in' })).toHaveText(
      'Showing restaurants in Bengaluru (from your location)',
    );
    await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'home, signed in');
    await expect
      .poll(async () => {
        const response = await request.get(endpoint('users/user-info'), {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as UserInfo).location.city;
      })
      .toBe('bengaluru');

    const expected = (await (
      await request.get(`${endpoint('catalogue/list-foods')}?city=bengaluru&q=dosa`)
    ).json()) as FoodPage;
    expect(expected.items.length, 'the seed has dosas in Bengaluru').toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Search for dishes or restaurants' }).fill('dosa');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/foods\?q=dosa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dishes in Bengaluru' })).toBeVisible();
    const dishes = page.getByRole('list', { name: 'Dishes' });
    await expect(dishes).toHaveAttribute('aria-busy', 'false');
    await expect(dishes.getByRole('heading', { level: 3 })).toHaveText(expected.items.map((food) => food.name));
    for (const food of expected.items) {
      expect(`${food.name} ${food.restaurant.name}`.toLowerCase()).toContain('dosa');
    }
    await expectAccessible(page, 'dish search results');
  });

  test('a customer resets a forgotten password', async ({ page, request }) => {
    const account = await registeredAccount(request);
    const newPassword = 'Fresh@456';

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await expectAccessible(page, 'customer login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expectAccessible(page, 'forgot password');
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByRole('status')).toContainText('password reset code');
    await expectAccessible(page, 'forgot password, code sent');
    const code = await codeFromInbox(request, account.email, /password reset code/i, 4);
    await page.getByLabel('Reset code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();

    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await expectAccessible(page, 'reset password');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Password reset successful');
    await expectAccessible(page, 'login, password reset');
    await logIn(page, newPassword);
    await expectAccessible(page, 'home, signed in');

    const oldPassword = await request.post(endpoint('users/login'), {
      data: { email: account.email, password: account.password },
    });
    expect(oldPassword.status()).toBe(401);
  });

  test('a seller resets a forgotten password from the seller login', async ({ page, request }) => {
    const id = randomUUID().slice(0, 8);
    const seller = { email: `e2e-reset-seller-${id}@example.com`, password: 'Seller@123' };
    const signedUp = await request.post(endpoint('seller/signup'), {
      data: {
        ...seller,
        sellerName: `E2E Reset ${id}`,
        phone: '9876543210',
        restaurantName: `E2E Reset Kitchen ${id}`,
        ...bengaluru,
      },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    const { requestId } = (await signedUp.json()) as { requestId: string };
    const signupCode = await codeFromInbox(request, seller.email, /verification code/i, 6);
    const verified = await request.post(endpoint('seller/verify'), {
      data: { email: seller.email, verificationEmail: signupCode, requestId },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    const token = await adminToken(request);
    const row = await sellerByEmail(request, token, seller.email);
    const approved = await request.put(endpoint('admin/approve-seller', { id: row._id }), {
      headers: bearer(token),
      data: { isApproved: true },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    await page.goto('/seller/login');
    await page.getByLabel('Email').fill(seller.email);
    await expectAccessible(page, 'seller login, forgot password link');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/seller\/forgot-password$/);
    await expect(page.getByLabel('Email')).toHaveValue(seller.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText('password reset code');
    await expectAccessible(page, 'seller forgot password, code sent');
    const code = await codeFromInbox(request, seller.email, /password reset code/i, 4);
    await page.getByLabel('Reset code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();

    await expect(page).toHaveURL(/\/seller\/reset-password$/);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh@456');
    await expectAccessible(page, 'seller reset password');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh@456');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/seller\/login$/);
    await expect(page.getByRole('status')).toContainText('Password reset successful');
    await expectAccessible(page, 'seller login, password reset');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh@456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page, 'seller dashboard, after the reset');
    const old = await request.post(endpoint('seller/login'), { data: seller });
    expect(old.status()).toBe(401);
  });

  test('a protected page sends a visitor to log in, then back', async ({ page, request }) => {
    const account = await registeredAccount(request);

    await page.goto('/myorder');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await expectAccessible(page, 'login, sent from a protected page');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/myorder$/);
    await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();
    await expectAccessible(page, 'my orders, none yet');
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('tiffin.token.customer'))).toBeNull();
    await page.goto('/myorder');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, permissions: [] });

  test('one click on Sign up shows every signup rule the form breaks, in the spec words', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('asha@example');
    await page.getByLabel('Phone number').fill('5876543210');
    // Leaving the phone field for the button must not swallow the click.
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('Invalid Indian phone number')).toBeVisible();
    await expect(
      page.getByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expectAccessible(page, 'customer signup on a phone, every rule broken');
  });
});
