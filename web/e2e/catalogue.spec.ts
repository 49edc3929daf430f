import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { FoodDetail, FoodPage, Restaurant, RestaurantPage } from '@tiffin/shared/api/catalogue';
import { seed } from '../../local/src/seed-data.ts';
import type { RouteId } from '@tiffin/shared/api/routes';
import { expect, expectAccessible, test } from './support/a11y';
import { endpoint } from './support/api';

const bengaluru = { latitude: 12.9716, longitude: 77.5946 };

/** A GET of a route of the route table with a query, answered 200. */
async function getJson<T>(
  request: APIRequestContext,
  route: RouteId,
  { params, query = '' }: { params?: Record<string, string>; query?: string } = {},
): Promise<T> {
  const address = `${endpoint(route, params)}${query && `?${query}`}`;
  const response = await request.get(address);
  expect(response.ok(), `GET ${address} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Every restaurant of a city, following the cursor. */
async function restaurantsOf(request: APIRequestContext, city: string): Promise<Restaurant[]> {
  const all: Restaurant[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `city=${city}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: RestaurantPage = await getJson<RestaurantPage>(request, 'catalogue/list-restaurants', { query });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

function restaurantList(page: Page): Locator {
  return page.getByRole('list', { name: 'Restaurants' });
}

function dishList(page: Page): Locator {
  return page.getByRole('list', { name: 'Dishes' });
}

/** Opens every page of the restaurant list and reads the names shown. */
async function shownRestaurantNames(page: Page): Promise<string[]> {
  const list = restaurantList(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more restaurants' });
  while (await more.isVisible()) {
    const before = await list.getByRole('listitem').count();
    await more.click();
    await expect(list.getByRole('listitem')).not.toHaveCount(before);
  }
  return list.getByRole('heading', { level: 3 }).allTextContents();
}

/** '₹1,234.50' -> 1234.5 */
async function shownPrices(list: Locator): Promise<number[]> {
  const texts = await list.getByTestId('food-price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** The drawer that holds every filter and sort, opened from the chip row's first button unless it is open. */
async function sortAndFilter(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: 'Sort & filter' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: /^Sort & filter/ }).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

async function chooseSort(page: Page, label: string) {
  await (await sortAndFilter(page)).getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('a visitor in Bengaluru', () => {
  test.use({ geolocation: bengaluru, permissions: ['geolocation'] });

  test("the home page lists only the restaurants of the visitor's city", async ({ page, request }) => {
    const expected = (await restaurantsOf(request, 'bengaluru')).map((r) => r.name);
    expect(expected.length).toBeGreaterThan(0);
    const elsewhere = seed.restaurants
      .filter((r) => r.city.toLowerCase() !== 'bengaluru' || !r.listed)
      .map((r) => r.name)
      .filter((name) => !expected.includes(name));
    expect(elsewhere.length).toBeGreaterThan(0);

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    // The local web server sends the headers CloudFront sends: only what the app loads, no framing, no sniffing.
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });

    await expect(page.getByRole('status').filter({ hasText: 'Showing restaurants in' })).toHaveText(
      'Showing restaurants in Bengaluru (from your location)',
    );
    const shown = await shownRestaurantNames(page);
    expect(violations).toEqual([]);
    expect([...shown].sort()).toEqual([...expected].sort());
    for (const name of elsewhere) {
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    }
    await expectAccessible(page, 'home, every restaurant shown');
  });

  test('the veg filter shows only veg dishes and the price sort orders them', async ({ page, request }) => {
    const vegCheapestFirst = await getJson<FoodPage>(request, 'catalogue/list-foods', {
      query: 'city=bengaluru&type=veg&sort=price-asc',
    });
    expect(vegCheapestFirst.items.length).toBeGreaterThan(1);
    await page.goto('/');
    const dishes = dishList(page);
    await expect(dishes.getByRole('listitem').first()).toBeVisible();

    await (
      await sortAndFilter(page)
    )
      .getByRole('radiogroup', { name: 'Type' })
      .getByText('Veg', { exact: true })
      .click();
    await chooseSort(page, 'Price: Low to High');

    await expect(page).toHaveURL(/type=veg/);
    await expect(async () => {
      await expect(dishes).toHaveAttribute('aria-busy', 'false');
      const types = await dishes
        .locator('[data-food-type]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-food-type')));
      expect(types.length).toBeGreaterThan(1);
      expect(new Set(types)).toEqual(new Set(['veg']));
      const prices = await shownPrices(dishes);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const names = await dishes.getByRole('heading', { level: 3 }).allTextContents();
      expect(names).toEqual(vegCheapestFirst.items.map((f) => f.name));
    }).toPass({ timeout: 10_000 });
    await expectAccessible(page, 'home, veg dishes cheapest first');

    await chooseSort(page, 'Price: High to Low');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(async () => {
      await expect(dishes).toHaveAttribute('aria-busy', 'false');
      const prices = await shownPrices(dishes);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(
        new Set(
          await dishes.locator('[data-food-type]').evaluateAll((b) => b.map((x) => x.getAttribute('data-food-type'))),
        ),
      ).toEqual(new Set(['veg']));
    }).toPass({ timeout: 10_000 });

    await (await sortAndFilter(page)).getByRole('combobox', { name: 'Sort by' }).click();
    await expect(page.getByRole('option', { name: 'Price: Low to High', exact: true })).toBeVisible();
    await expectAccessible(page, 'home, sort options open');
    await page.keyboard.press('Escape');

    await (await sortAndFilter(page)).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).not.toHaveURL(/type=|sort=/);
    await expect(dishes.locator('[data-food-type="non-veg"]').first()).toBeVisible();
  });

  test('clicking a dish opens its detail with its reviews', async ({ page, request }) => {
    const foods = await getJson<FoodPage>(request, 'catalogue/list-foods', { query: 'city=bengaluru&sort=rating' });
    const reviewed = [...foods.items].sort((a, b) => b.reviewCount - a.reviewCount)[0];
    expect(reviewed?.reviewCount, 'the seed has a reviewed dish in Bengaluru').toBeGreaterThan(0);
    const detail = await getJson<FoodDetail>(request, 'catalogue/get-food', { params: { id: reviewed!._id } });

    await page.goto('/');
    await expect(dishList(page).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'home, dishes shown');
    await dishList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: detail.name, exact: true }) })
      .getByRole('link')
      .click();

    await expect(page).toHaveURL(new RegExp(`/food/${detail._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: detail.restaurant.name })).toBeVisible();
    await expect(
      page.getByText(`(${detail.reviewCount} ${detail.reviewCount === 1 ? 'review' : 'reviews'})`),
    ).toBeVisible();
    const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(reviews).toHaveCount(Math.min(3, detail.reviews.length));
    for (const review of detail.reviews.slice(0, 3)) {
      await expect(reviews.filter({ hasText: review.comment })).toHaveCount(1);
    }
    if (detail.reviewCount > 3) {
      await expect(page.getByText(`...and ${detail.reviewCount - 3} more reviews`)).toBeVisible();
    }
    await expect(page.getByText('20% off on orders of ₹2,000 or more')).toBeVisible();
    await expectAccessible(page, 'dish detail with reviews');
  });

  test('a dish that does not exist says Dish not found', async ({ page }) => {
    await page.goto('/food/no-such-dish');
    await expect(page.getByRole('heading', { name: 'Dish not found' })).toBeVisible();
    await expectAccessible(page, 'dish not found');
  });

  test('an address the app does not know says Page not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'page not found');
  });
});

test.describe('a visitor who refuses the location', () => {
  test.use({ permissions: [] });

  test('a refused location offers a city picker', async ({ page, request }) => {
    const mumbai = (await restaurantsOf(request, 'mumbai')).map((r) => r.name);
    expect(mumbai.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByText(/Location access is turned off/)).toBeVisible();
    await expectAccessible(page, 'home, location refused');
    await page.getByRole('combobox', { name: 'Your city' }).click();
    await expect(page.getByRole('option', { name: 'Mumbai', exact: true })).toBeVisible();
    await expectAccessible(page, 'home, city picker open');
    await page.getByRole('option', { name: 'Mumbai', exact: true }).click();

    expect([...(await shownRestaurantNames(page))].sort()).toEqual([...mumbai].sort());
    await expectAccessible(page, 'home, Mumbai chosen');

    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Your city' })).toHaveValue('Mumbai');
    expect([...(await shownRestaurantNames(page))].sort()).toEqual([...mumbai].sort());
  });
});

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, permissions: [] });

  test('the navbar folds into a burger and nothing overflows at 375 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up' }).filter({ visible: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
    await expect(nav.getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/seller/login');
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page, 'home on a phone, navigation open');

    await page.getByRole('combobox', { name: 'Your city' }).click();
    await page.getByRole('option', { name: 'Bengaluru', exact: true }).click();
    await expect(restaurantList(page).getByRole('listitem').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'home on a phone, Bengaluru chosen');
  });
});

test.describe("a customer on a restaurant's page", () => {
  test.use({ geolocation: bengaluru, permissions: ['geolocation'] });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px a category's link brings its dishes into view, below the bar that stays on screen`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const answer = await request.post(endpoint('users/login'), {
        data: { email: 'customer@tiffin.local', password: 'Customer@123' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      const { token } = (await answer.json()) as { token: string };
      await page.addInitScript((value) => window.sessionStorage.setItem('tiffin.token.customer', value), token);

      await page.goto('/restaurant/r-blr-udupi');
      const bar = page.getByRole('navigation', { name: 'Menu categories' });
      await expect(page.getByRole('list', { name: 'Thali dishes' })).toBeVisible();
      await expectAccessible(page, `restaurant page at ${viewport.width} px`);
      await bar.getByRole('link', { name: 'Thali', exact: true }).click();

      const heading = page.getByRole('heading', { level: 3, name: 'Thali', exact: true });
      await expect(heading).toBeInViewport();
      const barBox = (await bar.boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      expect(barBox.y, 'the bar stays in view').toBeGreaterThanOrEqual(0);
      expect(headingBox.y, 'the heading shows below the bar').toBeGreaterThanOrEqual(barBox.y + barBox.height);
    });
  }
});
