import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, bearer, endpoint, sellerByEmail } from './support/api';
import type { RouteId } from '@tiffin/shared/api/routes';
import { expect, expectAccessible, test } from './support/a11y';
import { cartBarLink, foodInFirstViewport, smallTapTargets, underTheCartBar } from './support/phone-checks';
import { dishPhoto, uploadPhoto } from './support/photos';
import { rowActionsOutOfReach } from './support/row-actions';

/**
 * Every screen, as a customer, a seller and the admin would see it, on a 1280-px laptop and a 390-px phone:
 * nothing overflows the page sideways, no control is cut off at the edge, every action of a table row (or of
 * the card a row becomes on a phone) lies whole inside the visible frame, no console error, and axe finds
 * nothing serious. On the phone every tap target takes a thumb (44 px both ways) and a browsing screen shows food, not
 * filters, in its first viewport. The 'View cart' bar shows where the screen's cart has lines, except on the cart
 * and checkout, and leaves nothing under it at the page's end. With SCREENSHOTS=<folder> (`npm run screenshots`)
 * each screen is also photographed, whole, into <folder>/<width>/<role>-<screen>.jpg (JPEG, to keep the
 * committed set small).
 */

// Each screen is a test of its own, so the walk spreads over every worker (each on its own stack).
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const bengaluru = { latitude: 12.9716, longitude: 77.5946 };
const shots = process.env.SCREENSHOTS ? path.resolve(process.env.SCREENSHOTS) : null;

type Role = 'visitor' | 'customer' | 'seller' | 'admin';
interface Screen {
  role: Role;
  name: string;
  path: string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Data the screen needs first (a cart with a dish, a checkout under way), set up through the API. */
  setup?: (request: APIRequestContext, token: string) => Promise<void>;
  /** sessionStorage entries and react-router navigation state the screen reads on its first render. */
  session?: Record<string, string>;
  navigationState?: Record<string, string>;
  /**
   * How the screen is reached when a plain visit cannot (the payment step is opened from the confirm step, a
   * dialog or a banner by the click that shows it).
   */
  open?: (page: Page) => Promise<void>;
  /** The console errors the screen provokes on purpose (a refused login's 401 answer), and only those. */
  expectedErrors?: RegExp;
  /** Whether the 'View cart' bar shows (the screen's cart has lines); left out, it is not checked. */
  cartBar?: boolean;
  /** A browsing screen: on a phone its first viewport shows at least two dishes or restaurants, not filters. */
  foodFirst?: boolean;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });

/** Opens the first row's confirmation dialog (a Delete button) after checking the list it comes from. */
const askToDeleteFirst = (list: string) => async (page: Page) => {
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(remove).toBeVisible();
  await expectAccessible(page, `${list}, before its Delete dialog`);
  await remove.click();
};

/**
 * The seller sign-up, filled in and sent: the code step follows on the same page. The pending seller it made is
 * deleted once the step shows (the page keeps the step), so the admin's screens list only the seed's sellers.
 */
async function signUpSeller(page: Page) {
  const email = `walk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel('Seller name').fill('Walk Seller');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Seller@123');
  await page.getByLabel('Restaurant name').fill('Walk Kitchen');
  await page.getByLabel('Address or pincode').fill('560001');
  await page.getByLabel('Address or pincode').press('Enter');
  await expect(page.getByRole('status')).toHaveText(/listed in bengaluru/i);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const token = await adminToken(page.request);
  const seller = await sellerByEmail(page.request, token, email);
  const removed = await page.request.delete(endpoint('admin/delete-seller', { id: seller._id }), {
    headers: bearer(token),
  });
  expect(removed.ok(), await removed.text()).toBe(true);
}

/** A table on a laptop; on a phone, its first row's card (rows become cards below Mantine's md breakpoint). */
const tableOrCards = (page: Page) => page.locator('table, [data-row]').first();

/** The seeded customer's cart holds one Masala Dosa, so the cart and checkout screens show a real order. */
async function oneDishInCart(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post(endpoint('cart/clear'), { headers })).ok()).toBe(true);
  const add = await request.post(endpoint('cart/add'), {
    headers,
    data: { foodId: 'f-blr-masala-dosa', replace: true },
  });
  expect(add.ok(), await add.text()).toBe(true);
}

/** An empty cart, as a paid order leaves it: the screens after the checkout show no cart bar. */
async function emptyCart(request: APIRequestContext, token: string) {
  const cleared = await request.post(endpoint('cart/clear'), { headers: { Authorization: `Bearer ${token}` } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
}

/** The South Indian Thali gets an uploaded photo (beyond the spec), as its seller would from Edit Food. */
async function thaliWithPhoto(request: APIRequestContext, token: string) {
  const image = await uploadPhoto(request, token, await dishPhoto('south-indian-thali'));
  const saved = await request.put(endpoint('seller/edit-food', { id: 'f-blr-south-thali' }), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'South Indian Thali',
      price: 220,
      category: 'cat-thali',
      type: 'veg',
      quantity: 25,
      image,
      description: 'Rice, sambar, rasam, two curries, curd and payasam.',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A checkout under way (use-checkout-state.ts): the seeded customer's address in Bengaluru. */
const checkoutUnderWay = {
  'tiffin.checkout': JSON.stringify({
    shippingInfo: {
      address: '221 MG Road, Shanthala Nagar',
      city: 'Bengaluru',
      pincode: '560001',
      country: 'India',
      phone: '9000000002',
    },
    remark: '',
    amount: null,
    owner: 'u-customer',
  }),
};

const screens: Screen[] = [
  { role: 'visitor', name: 'home', path: '/', ready: heading(/Top-rated restaurants/), foodFirst: true },
  { role: 'visitor', name: 'food', path: '/food/f-blr-masala-dosa', ready: heading('Masala Dosa') },
  { role: 'visitor', name: 'login', path: '/login', ready: (page) => page.getByLabel('Email').first() },
  { role: 'visitor', name: 'signup', path: '/signup', ready: (page) => page.getByLabel('Email').first() },
  { role: 'visitor', name: 'forgot-password', path: '/forgot-password', ready: heading(/Forgot/i) },
  {
    role: 'visitor',
    name: 'verify',
    path: '/verify',
    navigationState: { email: 'new.customer@tiffin.local', requestId: 'a-code-request-id-from-sign-up' },
    ready: (page) => page.getByRole('button', { name: /Verify/i }).first(),
  },
  {
    role: 'visitor',
    name: 'reset-password',
    path: '/reset-password',
    navigationState: { email: 'customer@tiffin.local', resetToken: 'a-reset-token-from-the-code-step' },
    ready: (page) => page.getByRole('button', { name: /Reset/i }).first(),
  },
  { role: 'visitor', name: 'seller-login', path: '/seller/login', ready: heading('Seller Login') },
  { role: 'visitor', name: 'seller-signup', path: '/seller/signup', ready: heading(/Seller Sign ?Up/i) },
  { role: 'visitor', name: 'admin-login', path: '/admin/login', ready: heading(/Admin/) },
  {
    role: 'visitor',
    name: 'login-failed',
    path: '/login',
    open: async (page) => {
      await page.getByLabel('Email').first().fill('nobody@tiffin.local');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@123');
      await page.getByRole('button', { name: 'Log in' }).click();
    },
    ready: (page) => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    expectedErrors: /status of 401/,
  },
  {
    role: 'visitor',
    name: 'seller-signup-verify',
    path: '/seller/signup',
    open: signUpSeller,
    ready: heading('Verify your email'),
  },
  {
    role: 'customer',
    name: 'restaurant-hours',
    path: '/restaurant/r-mum-bademiya',
    // The menu comes a list per category ('Dosa dishes').
    ready: (page) => page.getByRole('list', { name: / dishes$/ }).first(),
    setup: oneDishInCart,
    cartBar: true,
  },
  {
    role: 'customer',
    name: 'home',
    path: '/',
    ready: heading(/Top-rated restaurants/),
    setup: oneDishInCart,
    cartBar: true,
    foodFirst: true,
  },
  {
    role: 'customer',
    name: 'foods',
    path: '/foods',
    ready: (page) => page.getByRole('list', { name: 'Dishes' }),
    setup: oneDishInCart,
    cartBar: true,
    foodFirst: true,
  },
  {
    role: 'customer',
    name: 'restaurant',
    path: '/restaurant/r-blr-udupi',
    // The menu comes a list per category ('Dosa dishes').
    ready: (page) => page.getByRole('list', { name: / dishes$/ }).first(),
    setup: oneDishInCart,
    cartBar: true,
  },
  {
    role: 'customer',
    name: 'cart',
    path: '/cart',
    setup: oneDishInCart,
    cartBar: false,
    ready: (page) => page.getByText('Masala Dosa').first(),
  },
  {
    role: 'customer',
    name: 'shipping',
    path: '/shipping',
    setup: oneDishInCart,
    cartBar: false,
    ready: (page) => page.getByLabel(/Pincode/i).first(),
  },
  {
    role: 'customer',
    name: 'confirm',
    path: '/confirm',
    setup: oneDishInCart,
    cartBar: false,
    session: checkoutUnderWay,
    ready: (page) => page.getByRole('button', { name: 'Proceed to Payment' }),
  },
  {
    role: 'customer',
    name: 'payment',
    path: '/confirm',
    setup: oneDishInCart,
    cartBar: false,
    session: checkoutUnderWay,
    open: async (page) => {
      await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
      await expectAccessible(page, 'the confirm step the payment opens from');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL('**/payment');
    },
    ready: (page) => page.getByRole('button', { name: /^Pay / }).first(),
  },
  {
    role: 'customer',
    name: 'order-success',
    path: '/ordersuccess',
    ready: (page) => page.getByRole('link').first(),
    setup: emptyCart,
    cartBar: false,
  },
  {
    role: 'customer',
    name: 'my-orders',
    path: '/myorder',
    ready: heading(/My Orders/i),
    setup: emptyCart,
    cartBar: false,
  },
  // A delivered order not yet reviewed: every step done, and Rate your meal.
  {
    role: 'customer',
    name: 'order',
    path: '/myorder/TF-SEED0002',
    ready: heading('Order TF-SEED0002'),
    setup: emptyCart,
    cartBar: false,
  },
  { role: 'seller', name: 'dashboard', path: '/seller/dashboard', ready: heading('Dashboard') },
  { role: 'seller', name: 'view-food', path: '/seller/viewfood', ready: heading('View Food') },
  {
    role: 'seller',
    name: 'delete-food-dialog',
    path: '/seller/viewfood',
    open: askToDeleteFirst('View Food'),
    ready: dialog(/^Delete .+\?$/),
  },
  { role: 'seller', name: 'add-food', path: '/seller/addfood', ready: heading('Add Food') },
  {
    role: 'seller',
    name: 'edit-food',
    path: '/seller/editfood/f-blr-masala-dosa',
    ready: (page) => page.getByText('Masala Dosa').first(),
  },
  {
    role: 'seller',
    name: 'edit-food-photo',
    path: '/seller/editfood/f-blr-south-thali',
    setup: thaliWithPhoto,
    ready: (page) => page.getByRole('button', { name: 'Upload a photo' }),
  },
  { role: 'seller', name: 'orders', path: '/seller/orders', ready: heading(/Orders/) },
  { role: 'seller', name: 'profile', path: '/seller/profile', ready: heading(/Profile/) },
  {
    role: 'seller',
    name: 'profile-saved',
    path: '/seller/profile',
    // Saved as it is: the banner, with nothing changed.
    open: async (page) => {
      await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Update Profile' }).click();
    },
    ready: (page) => page.getByRole('status').filter({ hasText: 'Profile updated successfully.' }),
  },
  { role: 'admin', name: 'dashboard', path: '/admin/dashboard', ready: heading('Dashboard') },
  { role: 'admin', name: 'change-password', path: '/admin/change-password', ready: heading('Change Password') },
  { role: 'admin', name: 'sellers', path: '/admin/sellers', ready: tableOrCards },
  {
    role: 'admin',
    name: 'delete-seller-dialog',
    path: '/admin/sellers',
    open: askToDeleteFirst('Seller Details'),
    ready: dialog(/^Delete /),
  },
  { role: 'admin', name: 'restaurants', path: '/admin/restaurants', ready: tableOrCards },
  {
    role: 'admin',
    name: 'delete-restaurant-dialog',
    path: '/admin/restaurants',
    open: askToDeleteFirst('Restaurants'),
    ready: dialog(/^Delete /),
  },
  { role: 'admin', name: 'users', path: '/admin/users', ready: tableOrCards },
  { role: 'admin', name: 'orders', path: '/admin/orders', ready: tableOrCards },
  { role: 'admin', name: 'revenue', path: '/admin/revenue', ready: heading(/Revenue/) },
];

async function login(request: APIRequestContext, route: RouteId, email: string, password: string) {
  const answer = await request.post(endpoint(route), { data: { email, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

const tokens: Partial<Record<Role, string>> = {};
async function tokenOf(request: APIRequestContext, role: Role): Promise<string | null> {
  if (role === 'visitor') return null;
  tokens[role] ??=
    role === 'customer'
      ? await login(request, 'users/login', 'customer@tiffin.local', 'Customer@123')
      : role === 'seller'
        ? await login(request, 'seller/login', 'seller@tiffin.local', 'Seller@123')
        : await adminToken(request);
  return tokens[role]!;
}

/** Controls whose box reaches past the window's sides, unless a frame that scrolls sideways holds them. */
function cutOffControls(page: Page) {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]');
    return [...controls]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        return visible && (box.left < -1 || box.right > window.innerWidth + 1) && !scrollsSideways(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** Prices written with zero paise ('₹320.00'): Tiffin writes whole rupees as Indian food apps do, '₹320'. */
async function pricesWithZeroPaise(page: Page) {
  return (await page.locator('body').innerText()).match(/₹\s?[\d,]+\.00(?!\d)/g) ?? [];
}

/** Frames whose content is wider than they are (a table that scrolls inside its box). */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`),
  );
}

for (const size of WIDTHS) {
  test.describe(`every screen at ${size.width} px`, () => {
    test.use({ viewport: size, geolocation: bengaluru, permissions: ['geolocation'] });

    for (const screen of screens) {
      test(`${screen.role} ${screen.name}: nothing overflows or is cut off, no console error, accessible`, async ({
        page,
        request,
      }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !screen.expectedErrors?.test(message.text())) errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        const token = await tokenOf(request, screen.role);
        if (token) {
          await page.addInitScript(([role, value]) => window.sessionStorage.setItem(`tiffin.token.${role}`, value), [
            screen.role,
            token,
          ] as const);
          await screen.setup?.(request, token);
        }
        if (screen.session) {
          await page.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
          }, screen.session);
        }
        if (screen.navigationState) {
          // react-router reads the state of the history entry it starts on (`usr`).
          await page.addInitScript((usr) => window.history.replaceState({ usr, key: 'screens', idx: 0 }, ''), {
            ...screen.navigationState,
          });
        }
        await page.goto(screen.path);
        await screen.open?.(page);
        await expect(screen.ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(await cutOffControls(page), 'controls cut off at the edge').toEqual([]);
        expect(await rowActionsOutOfReach(page), 'row actions out of sight or out of reach').toEqual([]);
        if (size.width >= 1280)
          expect(await sidewaysScrollers(page), 'frames that scroll sideways on a laptop').toEqual([]);
        expect(await pricesWithZeroPaise(page), 'prices written with ".00"').toEqual([]);
        if (size.width < 1280) {
          expect(await smallTapTargets(page), 'tap targets under 44 px').toEqual([]);
          if (screen.foodFirst) {
            await expect
              .poll(() => foodInFirstViewport(page), { message: 'dishes or restaurants whole in the first viewport' })
              .toBeGreaterThanOrEqual(2);
          }
        }
        if (screen.cartBar) {
          await expect(cartBarLink(page)).toBeVisible();
          await expect(cartBarLink(page)).toHaveAccessibleName(/^View cart · 1 item · ₹[\d,]+(\.\d\d)?$/);
          await expect(cartBarLink(page)).toHaveAttribute('href', '/cart');
          expect(await underTheCartBar(page), 'content left under the cart bar at the page end').toEqual([]);
        } else if (screen.cartBar === false) {
          await expect(cartBarLink(page)).toHaveCount(0);
        }
        await expectAccessible(page, `${screen.role} ${screen.name} at ${size.width} px`);
        expect(errors, 'console errors').toEqual([]);

        if (shots) {
          // Pictures below the fold load lazily: scroll through the page once so the photograph shows them.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          const dir = path.join(shots, String(size.width));
          mkdirSync(dir, { recursive: true });
          // JPEG keeps the committed set small; SCREENSHOT_TYPE=png for pixel-exact pictures.
          const type = process.env.SCREENSHOT_TYPE === 'png' ? 'png' : 'jpeg';
          // A full-page picture would leave the fixed cart bar where the window's foot was, over the middle of the
          // page: a window as tall as the page shows it at the page's end, over the spacer kept for it.
          const withCartBar = (await cartBarLink(page).count()) > 0;
          if (withCartBar) {
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            await page.setViewportSize({ width: size.width, height });
          }
          await page.screenshot({
            path: path.join(dir, `${screen.role}-${screen.name}.${type === 'png' ? 'png' : 'jpg'}`),
            fullPage: true,
            type,
            ...(type === 'jpeg' ? { quality: 60 } : {}),
          });
          if (withCartBar) await page.setViewportSize(size);
        }
      });
    }
  });
}

for (const size of WIDTHS) {
  test.describe(`toasts at ${size.width} px`, () => {
    test.use({ viewport: size, geolocation: bengaluru, permissions: ['geolocation'] });

    test('a toast never covers the cart badge or the cart bar', async ({ page, request }) => {
      const token = (await tokenOf(request, 'customer'))!;
      await oneDishInCart(request, token);
      await page.addInitScript((value) => window.sessionStorage.setItem('tiffin.token.customer', value), token);
      await page.goto('/food/f-blr-masala-dosa');
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      const toast = page.getByRole('alert').filter({ hasText: 'Masala Dosa' }).first();
      await expect(toast).toBeVisible();
      const cart = page.getByRole('link', { name: /Cart/ }).first();
      await expect(cart).toBeVisible();
      await expect(cartBarLink(page)).toBeVisible();
      const [toastBox, cartBox, barBox] = [
        await toast.boundingBox(),
        await cart.boundingBox(),
        await cartBarLink(page).boundingBox(),
      ];
      type Box = typeof toastBox;
      const overlap = (a: Box, b: Box) =>
        !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap(toastBox, cartBox), 'the toast lies over the cart badge').toBe(false);
      expect(overlap(toastBox, barBox), 'the toast lies over the cart bar').toBe(false);
      await expectAccessible(page, `a toast at ${size.width} px`);
    });
  });
}

test.describe('the cart bar on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, geolocation: bengaluru, permissions: ['geolocation'] });

  test('shows on every storefront page while the cart has lines, never on the cart, the checkout, seller or admin pages', async ({
    page,
    request,
  }) => {
    const customer = (await tokenOf(request, 'customer'))!;
    const seller = (await tokenOf(request, 'seller'))!;
    await oneDishInCart(request, customer);
    // A customer who also runs a restaurant, signed in as both in one browser.
    await page.addInitScript(
      ([c, s]) => {
        window.sessionStorage.setItem('tiffin.token.customer', c);
        window.sessionStorage.setItem('tiffin.token.seller', s);
      },
      [customer, seller] as const,
    );
    for (const path of ['/', '/foods', '/restaurant/r-blr-udupi', '/food/f-blr-masala-dosa', '/myorder']) {
      await page.goto(path);
      await expect(cartBarLink(page), `the cart bar on ${path}`).toBeVisible();
      await expect(cartBarLink(page)).toHaveAccessibleName(/^View cart · 1 item · ₹/);
      await page.waitForLoadState('networkidle');
      expect(await underTheCartBar(page), `content left under the cart bar on ${path}`).toEqual([]);
      await expectAccessible(page, `the cart bar on ${path}`);
    }
    await cartBarLink(page).click();
    await page.waitForURL('**/cart');
    await expect(page.getByText('Masala Dosa').first()).toBeVisible();
    await expect(cartBarLink(page)).toHaveCount(0);
    await expectAccessible(page, 'the cart, without the cart bar');
    for (const path of ['/shipping', '/seller/login', '/seller/dashboard', '/admin/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(cartBarLink(page), `the cart bar on ${path}`).toHaveCount(0);
      await expectAccessible(page, `no cart bar on ${path}`);
    }
  });
});

test.describe('the order-success title on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps its '!' on the line of the word before it", async ({ page, request }) => {
    const token = (await tokenOf(request, 'customer'))!;
    await page.addInitScript((value) => window.sessionStorage.setItem('tiffin.token.customer', value), token);
    await page.goto('/ordersuccess');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('PAYMENT SUCCESSFULL !');
    // Each word of the title with the top of the line it landed on, gathered into lines.
    const lines = await title.evaluate((heading) => {
      const byTop = new Map<number, string[]>();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, [...(byTop.get(top) ?? []), word[0]]);
        }
      }
      return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.join(' '));
    });
    expect(lines.length, 'the title fits in two lines at most').toBeLessThanOrEqual(2);
    for (const line of lines) expect(line, `a line of the title: ${JSON.stringify(lines)}`).toMatch(/\p{L}/u);
    await expectAccessible(page, 'order success at 390 px');
  });
});
