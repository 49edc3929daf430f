import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, loadsWaitForHydration, test } from './support/a11y';
import { bearer, endpoint } from './support/api';
import { submitLogin } from './support/login';

/**
 * Live order updates (README "Live order updates"), in two browser windows: a customer and the restaurant's seller
 * watch one order go from paid to Delivered, neither touching reload. `npm start` runs the socket server and the
 * publisher over DynamoDB Local's stream, the same code Lambda runs.
 */
const customer = { email: 'customer@tiffin.local', password: 'Customer@123' };
const seller = { email: 'seller@tiffin.local', password: 'Seller@123' };
/** A dish of the seeded seller's restaurant (Udupi Upahar). */
const DISH = 'f-blr-ghee-roast';
/**
 * How long a change may take to reach the other window: a third of the 30-s refresh a page falls back to without its
 * socket (MY_ORDERS_REFRESH_MS, SELLER_ORDERS_REFRESH_MS), so only the socket brings it in time. On a quiet machine
 * it takes well under a second (the tests print it); a loaded CI machine's stream poll and browsers take seconds.
 */
const LIVE = { timeout: 10_000 };

/** With SCREENSHOTS=<folder> the live moments are photographed for the README, beside the screens suite's. */
async function photograph(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.join(path.resolve(process.env.SCREENSHOTS), '1280');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.jpg`), type: 'jpeg', quality: 60 });
}

/** Counts the chimes a page plays: each two-note chime starts two oscillators. */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const Real = window.AudioContext;
    const counter = window as unknown as { __tones: number };
    counter.__tones = 0;
    window.AudioContext = class extends Real {
      override createOscillator() {
        counter.__tones++;
        return super.createOscillator();
      }
    };
  });
}
const chimes = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones / 2);

/** A mark in the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

async function newWindow(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: loadsWaitForHydration(await context.newPage()) };
}

async function customerLogIn(page: Page): Promise<string> {
  await submitLogin(page, '/login', customer, 'customer login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'home, signed in');
  return (await page.evaluate(() => sessionStorage.getItem('tiffin.token.customer')))!;
}

async function sellerLogIn(page: Page) {
  await submitLogin(page, '/seller/login', seller, 'seller login');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expectAccessible(page, 'seller dashboard');
}

/** A counter with nothing waiting: orders other tests of this stack left Pending are accepted first. */
async function acceptWaitingOrders(request: APIRequestContext) {
  const login = await request.post(endpoint('seller/login'), { data: seller });
  const { token } = (await login.json()) as { token: string };
  const left = await request.get(`${endpoint('seller/list-orders')}?waiting=true`, { headers: bearer(token) });
  for (const { orderId } of ((await left.json()) as { items: { orderId: string }[] }).items) {
    const accepted = await request.put(endpoint('seller/update-order-status', { id: orderId }), {
      headers: bearer(token),
      data: { status: 'Preparing' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
}

async function cartOfOne(request: APIRequestContext, token: string) {
  expect((await request.post(endpoint('cart/clear'), { headers: bearer(token) })).ok()).toBe(true);
  const added = await request.post(endpoint('cart/add'), { headers: bearer(token), data: { foodId: DISH } });
  expect(added.ok(), await added.text()).toBe(true);
}

/** The cart (put there through the API) -> checkout on the saved address -> the test card pays; answers the order id. */
async function checkOut(page: Page): Promise<string> {
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const saved = page.getByRole('region', { name: 'Saved address' });
  await expect(saved).toBeVisible();
  await expectAccessible(page, 'shipping');
  await saved.getByRole('button', { name: 'Deliver Here' }).click();
  await expect(page.getByTestId('price-Total')).toBeVisible();
  await expectAccessible(page, 'confirm');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const window = page.getByRole('dialog', { name: 'Tiffin secure payment' });
  await expect(window).toBeVisible();
  await expectAccessible(page, 'payment');
  await window.getByLabel('Card number').fill('4242 4242 4242 4242');
  await window.getByLabel('Expiry').fill('12/34');
  await window.getByLabel('CVC').fill('123');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/ordersuccess$/);
  await expectAccessible(page, 'order success');
  return (await page.getByTestId('order-id').textContent())!;
}

test.describe('live order updates', () => {
  test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

  test('a customer and a seller in two windows watch one order go from paid to Delivered without a reload', async ({
    page: buyer,
    browser,
    request,
  }) => {
    await acceptWaitingOrders(request);
    const { context: sellerContext, page: kitchen } = await newWindow(browser);
    // The page's own clock: it runs as a real one, and the test moves it on where a person would wait.
    await kitchen.clock.install();
    await countChimes(kitchen);
    await sellerLogIn(kitchen);
    await markPage(kitchen);
    const token = await customerLogIn(buyer);
    await cartOfOne(request, token);

    // Paid: at once the seller's window chimes and counts it on View Orders, wherever the seller is.
    const orderId = await checkOut(buyer);
    const paidAt = Date.now();
    const menu = kitchen.getByRole('navigation', { name: 'Seller menu' });
    await expect(menu.getByRole('link', { name: 'View Orders 1 order waiting' })).toBeVisible(LIVE);
    const heardAfterMs = Date.now() - paidAt;
    console.log(`The seller's badge showed the new order ${heardAfterMs} ms after the payment page confirmed it.`);
    await expect(kitchen.getByRole('region', { name: 'New order waiting' })).toContainText(`Order ${orderId}`);
    expect(await chimes(kitchen)).toBeGreaterThanOrEqual(1);
    await expectAccessible(kitchen, 'seller dashboard, new order badge');
    await photograph(kitchen, 'seller-live-new-order');

    // The customer follows the order on My Orders, live.
    await buyer.getByRole('link', { name: 'View My Orders' }).click();
    await expect(buyer).toHaveURL(/\/myorder$/);
    const mine = buyer.getByRole('article', { name: `Order ${orderId}` });
    await expect(mine.getByTestId('order-status')).toHaveText('Pending');
    await expect(buyer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expectAccessible(buyer, 'my orders, live');
    await markPage(buyer);

    // The seller opens View Orders and moves the order; the customer's page follows each step. Preparing is the
    // order accepted: it waits no more, so the badge clears.
    await menu.getByRole('link', { name: /^View Orders/ }).click();
    const theirs = kitchen.getByRole('article', { name: `Order ${orderId}` });
    await expect(theirs.getByTestId('order-status')).toHaveText('Pending');
    await expectAccessible(kitchen, 'seller orders, live');
    const steps = theirs.getByRole('group', { name: `Status of order ${orderId}` });
    await steps.getByRole('button', { name: 'Preparing' }).click();
    await expect(mine.getByTestId('order-status')).toHaveText('Preparing', LIVE);
    await expect(menu.getByRole('link', { name: 'View Orders', exact: true })).toBeVisible();
    await steps.getByRole('button', { name: 'Delivered' }).click();
    await expect(mine.getByTestId('order-status')).toHaveText('Delivered', LIVE);
    await expect(theirs.getByTestId('order-status')).toHaveText('Delivered');
    await expectAccessible(buyer, 'my orders, delivered live');
    await photograph(buyer, 'customer-live-delivered');

    expect(await notReloaded(buyer)).toBe(true);
    expect(await notReloaded(kitchen)).toBe(true);
    await sellerContext.close();
  });

  test('a customer follows one order on its page from paid to Delivered without a reload, and reviews it there', async ({
    page: buyer,
    request,
  }) => {
    await acceptWaitingOrders(request);
    const token = await customerLogIn(buyer);
    await cartOfOne(request, token);
    const orderId = await checkOut(buyer);

    // From My Orders to the order's own page.
    await buyer.getByRole('link', { name: 'View My Orders' }).click();
    const viewOrder = buyer.getByRole('link', { name: `View order ${orderId}` });
    await expect(viewOrder).toBeVisible();
    await expectAccessible(buyer, 'my orders');
    await viewOrder.click();
    await expect(buyer).toHaveURL(new RegExp(`/myorder/${orderId}$`));
    await expect(buyer.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await expect(buyer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const progress = buyer.getByRole('list', { name: 'Order progress' });
    const step = (name: string) => progress.getByRole('listitem', { name });
    await expect(step('Pending')).toHaveAttribute('data-done', 'true');
    await expect(step('Delivered')).toContainText('To come');
    await expect(buyer.getByTestId('delivery-eta')).toContainText('Estimated delivery by');
    await expect(buyer.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expectAccessible(buyer, 'order page, paid');
    await markPage(buyer);

    // The restaurant moves the order on; the page follows each step by itself.
    const login = await request.post(endpoint('seller/login'), { data: seller });
    const { token: sellerToken } = (await login.json()) as { token: string };
    for (const status of ['Preparing', 'Delivered'] as const) {
      const moved = await request.put(endpoint('seller/update-order-status', { id: orderId }), {
        headers: bearer(sellerToken),
        data: { status },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
      await expect(buyer.getByTestId('order-status')).toHaveText(status, LIVE);
      await expect(step(status)).toHaveAttribute('data-done', 'true');
    }
    await expect(buyer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(buyer.getByTestId('delivery-eta')).toHaveCount(0);
    await expect(buyer.getByRole('button', { name: `Order again: order ${orderId}` })).toBeVisible();

    // Rate your meal, there on the page.
    const rate = buyer.getByRole('region', { name: 'Rate your meal' });
    await rate.getByRole('button', { name: 'Review Restaurant' }).click();
    const dialog = buyer.getByRole('dialog', { name: /^Review / });
    await expect(dialog).toBeVisible();
    const star = await dialog.getByRole('radio', { name: '5 stars' }).getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    await dialog.getByLabel('Comment').fill('Hot and on time');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog).toBeHidden();
    await expect(rate.getByRole('button', { name: 'Restaurant Reviewed' })).toBeDisabled();
    await expectAccessible(buyer, 'order page, delivered and reviewed');
    await photograph(buyer, 'customer-order-page-delivered');

    expect(await notReloaded(buyer)).toBe(true);
  });

  test('a new paid order raises an alert on the open seller page that stays until the seller accepts it, and the cards count it', async ({
    page: buyer,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await acceptWaitingOrders(request);
    const { context: sellerContext, page: kitchen } = await newWindow(browser);
    // The page's own clock: it runs as a real one, and the test moves it on where a person would wait.
    await kitchen.clock.install();
    await countChimes(kitchen);
    await sellerLogIn(kitchen);
    const figure = (key: string) => kitchen.getByTestId(`stat-${key}`);
    await expect(figure('todayOrders')).toBeVisible();
    const todayBefore = Number(await figure('todayOrders').textContent());
    const weekBefore = Number(await figure('totalWeeklyOrders').textContent());
    await expect(figure('waitingOrders')).toHaveText('0');
    const token = await customerLogIn(buyer);
    await cartOfOne(request, token);

    // Paid in another browser: at once the open dashboard shows the alert with the order's lines.
    const orderId = await checkOut(buyer);
    const paidAt = Date.now();
    const alert = kitchen.getByRole('region', { name: 'New order waiting' });
    await expect(alert).toContainText(`Order ${orderId}`, LIVE);
    console.log(
      `The seller's alert showed the new order ${Date.now() - paidAt} ms after the payment page confirmed it.`,
    );
    await expect(alert.getByRole('list', { name: `Items of order ${orderId}` })).toContainText('Ghee Roast');
    await expect(kitchen).toHaveTitle('(1) Dashboard · Tiffin Seller');
    // The cards count it at once: waiting now, today's and the week's orders.
    await expect(figure('waitingOrders')).toHaveText('1');
    await expect(figure('todayOrders')).toHaveText(String(todayBefore + 1));
    await expect(figure('totalWeeklyOrders')).toHaveText(String(weekBefore + 1));
    await expectAccessible(kitchen, 'seller dashboard, new order alert');
    await photograph(kitchen, 'seller-new-order-alert');

    // Nobody acts for 30 s: the alert is still there and has sounded again.
    await kitchen.clock.runFor(30_000);
    await expect(alert).toContainText(`Order ${orderId}`);
    expect(await chimes(kitchen)).toBeGreaterThanOrEqual(3);

    // Kept on the server: a second device signing in now sees the same order waiting.
    const { context: otherContext, page: counter } = await newWindow(browser);
    await sellerLogIn(counter);
    const otherAlert = counter.getByRole('region', { name: 'New order waiting' });
    await expect(otherAlert).toContainText(`Order ${orderId}`);

    // Accept ends it (the order is Preparing), on both devices, and the title stops counting it.
    await alert.getByRole('button', { name: 'Accept' }).click();
    await expect(alert).toBeHidden();
    await expect(otherAlert).toBeHidden(LIVE);
    await expect(kitchen).toHaveTitle('Dashboard · Tiffin Seller');
    await expect(figure('waitingOrders')).toHaveText('0');
    await kitchen.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'View Orders' }).click();
    const theirs = kitchen.getByRole('article', { name: `Order ${orderId}` });
    await expect(theirs.getByTestId('order-status')).toHaveText('Preparing');
    await otherContext.close();
    await sellerContext.close();
  });

  test('when the socket drops, My Orders says live updates are paused and keeps up by polling', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    let drop = false;
    // Every socket of this page goes through here: while `drop` is set, the server end closes it at once.
    await page.routeWebSocket(/^ws:\/\//, (socket) => {
      if (drop) return socket.close({ code: 1011, reason: 'gone' });
      const server = socket.connectToServer();
      const watch = setInterval(() => {
        if (!drop) return;
        clearInterval(watch);
        server.close();
        socket.close({ code: 1011, reason: 'gone' });
      }, 100);
    });
    const token = await customerLogIn(page);
    await cartOfOne(request, token);
    const orderId = await checkOut(page);
    await page.getByRole('link', { name: 'View My Orders' }).click();
    const mine = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(mine.getByTestId('order-status')).toHaveText('Pending');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

    drop = true;
    await expect(page.getByRole('status').filter({ hasText: 'Live updates paused' })).toBeVisible();
    await expectAccessible(page, 'my orders, live updates paused');

    const login = await request.post(endpoint('seller/login'), { data: seller });
    const { token: sellerToken } = (await login.json()) as { token: string };
    const moved = await request.put(endpoint('seller/update-order-status', { id: orderId }), {
      headers: bearer(sellerToken),
      data: { status: 'Preparing' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    // Polling every 15 s brings it, without the socket and without a reload.
    await page.clock.runFor(15_000);
    await expect(mine.getByTestId('order-status')).toHaveText('Preparing');
    await expectAccessible(page, 'my orders, updated by polling');
  });
});
