import { seedAccounts } from '../../local/src/seed-data.ts';
import { expect, expectAccessible, test } from './support/a11y';
import { submitLogin } from './support/login';
import { webUrl } from './support/stacks';

const customer = seedAccounts().find((account) => account.email === 'customer@tiffin.local')!;

test("a signed-in customer's pages call the API on the site's own origin, so the browser sends no CORS preflight", async ({
  page,
}) => {
  const preflights: string[] = [];
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') calls.push(`${request.method()} ${request.url()}`);
  });
  // Chromium's network service sends preflights itself: Playwright's request events leave them out, DevTools reports
  // them as requests of their own type.
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights.push(event.request.url);
  });
  await devtools.send('Network.enable');

  // A JSON POST (the login) and an authorised GET (the cart): each would need a preflight on another origin.
  await submitLogin(page, '/login', customer, 'customer login, filled in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();
  await expectAccessible(page, 'home, signed in');
  const cart = page.waitForResponse((response) => response.url().endsWith('/api/cart/get/user'));
  await page.goto('/cart');
  expect((await cart).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expectAccessible(page, 'cart');

  expect(calls).toContain(`POST ${webUrl}/x/api/users/login`);
  expect(calls).toContain(`GET ${webUrl}/x/api/cart/get/user`);
  expect(calls.filter((call) => !call.split(' ')[1]!.startsWith(`${webUrl}/x/`))).toEqual([]);
  expect(preflights).toEqual([]);
});

for (const [kind, path] of [
  ['the prerendered home page', '/'],
  ['a prerendered page', '/login'],
  ['a client-only page', '/cart'],
  ['a seller page', '/seller/login'],
  ['the 404', '/no-such-page'],
] as const) {
  test(`a visitor opening ${kind} (${path}) of the production build gets CloudFront's security headers`, async ({
    request,
  }) => {
    const answer = await request.get(`${webUrl}${path}`, { headers: { accept: 'text/html' } });
    const headers = answer.headers();
    expect(headers['content-type'], path).toMatch(/text\/html/);
    expect(headers['content-security-policy'], path).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers, path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
}
