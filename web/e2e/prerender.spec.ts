import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, untilHydrated } from './support/a11y';
import { endpoint } from './support/api';

/** The prerendered pages (web/react-router.config.ts) and a heading each draws. */
const PAGES: [path: string, heading: RegExp][] = [
  ['/', /Tiffin|restaurants|dishes/i],
  ['/login', /Customer Login/],
  ['/signup', /Sign Up/],
  ['/forgot-password', /Forgot password/],
  ['/seller/login', /Seller Login/],
  ['/seller/signup', /Seller Sign ?Up/i],
  ['/seller/forgot-password', /Forgot password/],
  ['/404', /Page not found/],
];

/**
 * Every console error and warning of the page, and its uncaught errors: a hydration mismatch (React: "Hydration
 * failed…", "…did not match…", "hydrated but some attributes…") and a script the CSP refused both land here.
 */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/**
 * The messages that say the page did not hydrate cleanly: React's mismatch reports (the production build logs them
 * minified: #418 text or markup mismatch, #423 recovered by rendering on the client, #425 text content) and the CSP's
 * refusals.
 */
const troubles = (messages: string[]) =>
  messages.filter((text) => /hydrat|did not match|React error #4(18|23|25)\b|Content Security Policy/i.test(text));

/** Hydrated, and the calls of its first render answered. */
async function hydrated(page: Page) {
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Holds the page's modules until the answer is called, as on a phone whose scripts are still arriving after its HTML
 * is drawn: what a test types meanwhile goes into the prerendered page.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the prerendered pages', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} arrives drawn in its HTML and hydrates without a mismatch or a refused script`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // The page's own words are in the HTML, before any script has run.
      expect(html).toMatch(heading);
      expect(html).toContain('<header');
      // No module preloads: Chrome would compile the page's whole chunk graph before its first paint.
      expect(html).not.toContain('rel="modulepreload"');

      const messages = watchConsole(page);
      await page.goto(path);
      await hydrated(page);
      expect(troubles(messages)).toEqual([]);
      expect(messages).toEqual([]);
      await expectAccessible(page);
    });
  }

  test('a returning visitor (a saved city) still hydrates the home page without a mismatch, then sees its restaurants', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('tiffin.city', JSON.stringify('bengaluru')));
    const messages = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toBeVisible();
    expect(troubles(messages)).toEqual([]);
    expect(messages).toEqual([]);
    await expectAccessible(page);
  });

  test('what a customer types on the prerendered login page before its code has run is what logs them in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('customer@tiffin.local');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Customer@123');
    // Until the code runs, 'Log in' cannot send the form (a browser's own submit would put the fields in the URL).
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expectAccessible(page, 'login, filled in before its code ran');
    release();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();
    await expectAccessible(page, 'home, signed in');
  });

  test("a dish typed into the home page's search before its code has run is what it searches for", async ({
    page,
    request,
  }) => {
    const answer = await request.post(endpoint('users/login'), {
      data: { email: 'customer@tiffin.local', password: 'Customer@123' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { token } = (await answer.json()) as { token: string };
    await page.addInitScript((value) => {
      window.sessionStorage.setItem('tiffin.token.customer', value);
      window.localStorage.setItem('tiffin.city', JSON.stringify('bengaluru'));
    }, token);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Search for dishes or restaurants' }).fill('dosa');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expectAccessible(page, 'home, a dish typed before its code ran');
    release();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/foods\?q=dosa$/);
    await expect(page.getByRole('list', { name: 'Dishes' })).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page, 'dish search results');
  });

  test('an address without a page of its own gets the SPA fallback, which renders it in the browser', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/verify')).text();
    expect(html).not.toMatch(/Verify your email|Customer Login|Page not found/);
    expect(html).not.toContain('rel="modulepreload"');
    const messages = watchConsole(page);
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(troubles(messages)).toEqual([]);
    await expectAccessible(page);
  });
});
