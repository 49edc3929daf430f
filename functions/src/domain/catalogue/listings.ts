import type * as z from '@tiffin/shared/zod';
import type {
  CategoryList,
  FoodDetail,
  FoodPage,
  FoodSort,
  RestaurantMenu,
  RestaurantDelivery,
  RestaurantPage,
  ReviewPage,
  listFoodsQuerySchema,
  listCategoriesQuerySchema,
  listRestaurantsQuerySchema,
} from '@tiffin/shared/api/catalogue';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import { cityKey, type LatLon } from '@tiffin/shared/geo';
import { paiseToRupees } from '@tiffin/shared/money';
import { deliveryMinutesFor, quote } from '@tiffin/shared/pricing';
import { NotFound } from '#platform/errors';
import type { Caller } from '#platform/http';
import {
  averageRating,
  type AccountRecord,
  type CategoryTally,
  type CityDishesQuery,
  type FoodRecord,
  type RestaurantRecord,
} from '#domain/model';
import type { Destination } from '#domain/cart/cart';
import type { Ports } from '#domain/ports';
import { toCategory, toFood, toRestaurant, toReview } from '#domain/present';

type ListPorts = Pick<Ports, 'accounts' | 'restaurants' | 'dishes' | 'cursors'>;

export const DEFAULT_PAGE_SIZE = 24;
/** The food detail shows at most this many reviews (docs/product.md#constants). */
export const REVIEWS_ON_DETAIL = 3;
/** A page of the dish's further reviews. */
export const REVIEWS_PAGE_SIZE = 10;
const DISH_NOT_FOUND = 'Dish not found';

type PageQuery = z.output<typeof pageQuerySchema>;

/** A list asked for without `?city` is for the signed-in customer's saved city; null: no city is known. */
async function cityOf(
  { accounts }: Pick<Ports, 'accounts'>,
  query: { city?: string | undefined },
  caller: Caller | null,
): Promise<string | null> {
  if (query.city) return cityKey(query.city);
  if (caller?.role !== 'customer') return null;
  // The preset's standing check read the account already; a caller without it is read here.
  const account = (caller.account as AccountRecord | undefined) ?? (await accounts.getAccount(caller.sub));
  const city = account?.location?.city;
  return city ? cityKey(city) : null;
}

/** At most this many cities make the first page of dishes for a visitor whose city is unknown. */
const CITIES_FOR_A_VISITOR = 5;

/** Top-rated first: by average rating, then by number of reviews, then by name; unrated restaurants last. */
export const byRating = (a: RestaurantRecord, b: RestaurantRecord) =>
  (averageRating(b) ?? -1) - (averageRating(a) ?? -1) ||
  b.ratingCount - a.ratingCount ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** At most this many categories name a restaurant's cuisine. */
const CUISINE_CATEGORIES = 3;

/** A restaurant's cuisine: the categories most of its dishes are in (its menu's tally), most first, ties by name. */
function topCategories(tally: CategoryTally | undefined): string[] {
  return [...(tally?.values() ?? [])]
    .sort((a, b) => b.dishes - a.dishes || a.cat.localeCompare(b.cat, 'en', { sensitivity: 'base' }))
    .slice(0, CUISINE_CATEGORIES)
    .map(({ cat }) => cat);
}

/** The tally of these dishes' categories (a menu read whole). */
function tallyOf(foods: FoodRecord[]): CategoryTally {
  const tally: CategoryTally = new Map();
  for (const { category } of foods) {
    tally.set(category._id, { cat: category.cat, dishes: (tally.get(category._id)?.dishes ?? 0) + 1 });
  }
  return tally;
}

/** The delivery to `to` from the restaurant, by the checkout's own quote: distance, fee and minutes. */
function deliveryEstimate(restaurant: RestaurantRecord, to: LatLon | null): RestaurantDelivery | null {
  if (!to) return null;
  const { distanceKm, deliveryFee } = quote({
    lines: [],
    restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
    delivery: to,
  });
  if (distanceKm === null) return null;
  return {
    distanceKm: Math.round(distanceKm * 10) / 10,
    fee: paiseToRupees(deliveryFee),
    minutes: deliveryMinutesFor(distanceKm),
  };
}

type RestaurantListPorts = Pick<Ports, 'accounts' | 'restaurants' | 'dishes' | 'cursors'> & {
  /** Where the signed-in customer's order would likely ship, per city (the cart's rule); absent for a visitor. */
  destination?: Destination;
};

/**
 * The cards of these restaurants: their cuisine from their menus' tallies (one Query of the city's, `city` given;
 * else one BatchGet) and their delivery.
 */
async function cardsOf({ dishes, destination }: RestaurantListPorts, restaurants: RestaurantRecord[], city?: string) {
  const cities = [...new Set(restaurants.map((restaurant) => restaurant.city))];
  const ids = restaurants.map((restaurant) => restaurant.id);
  const [tallies, points] = await Promise.all([
    city ? dishes.categoryTalliesInCity(city, ids) : dishes.categoryTallies(ids),
    Promise.all(cities.map(async (city) => [city, (await destination?.(city))?.point ?? null] as const)),
  ]);
  const pointOf = new Map(points);
  return restaurants.map((restaurant) =>
    toRestaurant(restaurant, {
      categories: topCategories(tallies.get(restaurant.id)),
      delivery: deliveryEstimate(restaurant, pointOf.get(restaurant.city) ?? null),
    }),
  );
}

/**
 * The home page's top-rated restaurants: a city's listed restaurants ordered by rating (one Query of the
 * city, bounded by design, sorted in memory, paged with an offset cursor); without a known city, a first
 * page across cities, ordered the same way. Each card has its cuisine and, for a customer whose likely
 * address in its city is known, its delivery estimate.
 */
export async function listRestaurants(
  ports: RestaurantListPorts,
  query: z.output<typeof listRestaurantsQuerySchema>,
  caller: Caller | null = null,
): Promise<RestaurantPage> {
  const city = await cityOf(ports, query, caller);
  if (city) {
    const restaurants = await ports.restaurants.restaurantsInCity(city);
    const page = await pageOf(ports, restaurants.sort(byRating), query, (restaurant) => restaurant);
    return { items: await cardsOf(ports, page.items, city), nextCursor: page.nextCursor };
  }
  const page = await ports.restaurants.restaurantsInAnyCity(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor);
  return { items: await cardsOf(ports, page.items.sort(byRating)), nextCursor: page.nextCursor };
}

/**
 * The categories, by name. With a city, only those its listed dishes use: a category a seller adds shows
 * where that seller's dishes are, not in every city.
 */
export async function listCategories(
  { categories, dishes, restaurants }: Pick<Ports, 'categories' | 'dishes' | 'restaurants'>,
  query: z.output<typeof listCategoriesQuerySchema> = {},
): Promise<CategoryList> {
  const [all, usedIds] = await Promise.all([
    categories.listCategories(),
    query.city ? categoriesUsedIn(dishes, restaurants, cityKey(query.city)) : undefined,
  ]);
  const items = usedIds ? all.filter((category) => usedIds.has(category._id)) : all;
  return { items: items.map(toCategory).sort((a, b) => a.cat.localeCompare(b.cat)) };
}

/** The categories a city's listed restaurants' dishes are in: their menus' tallies, never their dishes. */
async function categoriesUsedIn(
  dishes: Ports['dishes'],
  restaurants: Ports['restaurants'],
  city: string,
): Promise<Set<string>> {
  const listed = await restaurants.restaurantsInCity(city);
  const tallies = await dishes.categoryTalliesInCity(
    city,
    listed.map((restaurant) => restaurant.id),
  );
  return new Set([...tallies.values()].flatMap((tally) => [...tally.keys()]));
}

const byName = (a: FoodRecord, b: FoodRecord) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const comparators: Record<FoodSort, (a: FoodRecord, b: FoodRecord) => number> = {
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  // Unrated dishes go last; ties keep name order.
  rating: (a, b) => (averageRating(b) ?? -1) - (averageRating(a) ?? -1) || byName(a, b),
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
};

const isOffset = (value: unknown): value is { offset: number } =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as { offset?: unknown }).offset) &&
  (value as { offset: number }).offset >= 0;

/** Pages an in-memory list with an offset cursor. */
async function pageOf<T, R>({ cursors }: Pick<Ports, 'cursors'>, all: T[], query: PageQuery, map: (item: T) => R) {
  const offset = (await cursors.decodeCursor(query.cursor, isOffset))?.offset ?? 0;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const end = offset + limit;
  return {
    items: all.slice(offset, end).map(map),
    nextCursor: end < all.length ? await cursors.encodeCursor({ offset: end }) : null,
  };
}

/**
 * The foods of a city's listed restaurants, filtered and sorted. A city's list is read a page at a time from the
 * index of its order (and category), so a page costs the same whatever the size of the city's menu; one
 * restaurant's menu (bounded by the dish cap) and a visitor's first page across cities are sorted in memory.
 */
export async function listFoods(
  ports: ListPorts,
  query: z.output<typeof listFoodsQuerySchema>,
  caller: Caller | null = null,
): Promise<FoodPage> {
  const { dishes } = ports;
  const city = await cityOf(ports, query, caller);
  const sort = query.sort ?? 'name-asc';
  const search = query.q?.toLowerCase() || undefined;
  if (city && !query.restaurantId) {
    const page = await dishes.foodsInCityPage(
      { city, sort, category: query.category, type: query.type, search },
      query.limit ?? DEFAULT_PAGE_SIZE,
      query.cursor,
    );
    return { items: page.items.map(toFood), nextCursor: page.nextCursor };
  }
  if (!query.restaurantId)
    return foodsAcrossCities(ports, { sort, category: query.category, type: query.type, search }, query);
  const candidates = (await dishes.foodsOfRestaurant(query.restaurantId)).filter(
    (food) => food.listed && (city === null || food.restaurant.city === city),
  );
  const matching = candidates.filter(
    (food) =>
      (!query.category || food.category._id === query.category) &&
      (!query.type || food.foodType === query.type) &&
      (!search || food.name.toLowerCase().includes(search) || food.restaurant.name.toLowerCase().includes(search)),
  );
  matching.sort(comparators[sort]);
  return pageOf(ports, matching, query, toFood);
}

/** Where each city's list stands in a page across cities: its own cursor, '' before its start, null once ended. */
interface AcrossCities {
  across: Record<string, string | null>;
}

const isAcrossCities = (value: unknown): value is AcrossCities => {
  const across = (value as { across?: unknown } | null)?.across;
  return (
    typeof across === 'object' &&
    across !== null &&
    !Array.isArray(across) &&
    Object.keys(across).length <= CITIES_FOR_A_VISITOR &&
    Object.values(across).every((cursor) => cursor === null || (typeof cursor === 'string' && cursor.length < 2000))
  );
};

/**
 * A visitor's dishes when no city is known: the lists of the first few cities with listed restaurants, each read a
 * page at a time from its index and merged in the order asked (a head at a time, so each city's part of a page is
 * the start of what is left of its list). A city whose page was short but did not end (a filter's read bound) stops
 * the page there, so no dish of it is skipped. The cursor holds each city's own.
 */
async function foodsAcrossCities(
  { restaurants, dishes, cursors }: ListPorts,
  filters: Omit<CityDishesQuery, 'city'>,
  query: PageQuery,
): Promise<FoodPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const from = await cursors.decodeCursor(query.cursor, isAcrossCities);
  const cities = from
    ? Object.keys(from.across)
    : [...new Set((await restaurants.restaurantsInAnyCity(100)).items.map((r) => r.city))].slice(
        0,
        CITIES_FOR_A_VISITOR,
      );
  const open = cities.filter((city) => from?.across[city] !== null);
  const pages = await Promise.all(
    open.map((city) => dishes.foodsInCityPage({ ...filters, city }, limit, from?.across[city] || undefined)),
  );
  const taken = pages.map(() => 0);
  const items: FoodRecord[] = [];
  const order = comparators[filters.sort];
  while (items.length < limit) {
    // A city that used up its page but has more cannot be passed: its next dish may come first.
    if (pages.some((page, i) => taken[i] === page.items.length && page.nextCursor !== null)) break;
    let next = -1;
    pages.forEach((page, i) => {
      const head = page.items[taken[i]!];
      if (head && (next < 0 || order(head, pages[next]!.items[taken[next]!]!) < 0)) next = i;
    });
    if (next < 0) break;
    items.push(pages[next]!.items[taken[next]!]!);
    taken[next]! += 1;
  }
  // Each city: its next cursor when its page was used up, the cursor after its last dish taken, or (none taken)
  // where it stood; a city not yet read at all is kept as the empty string.
  const across: Record<string, string | null> = {};
  await Promise.all(
    pages.map(async (page, i) => {
      const city = open[i]!;
      const count = taken[i]!;
      across[city] =
        count === page.items.length
          ? page.nextCursor
          : count > 0
            ? await page.cursorAfter(count - 1)
            : (from?.across[city] ?? '');
    }),
  );
  for (const city of cities) across[city] ??= null;
  const more = Object.values(across).some((cursor) => cursor !== null);
  return { items: items.map(toFood), nextCursor: more ? await cursors.encodeCursor({ across }) : null };
}

/** A dish and its newest reviews (the dish and the reviews are read at once). */
export async function getFoodDetail(
  { dishes, reviews }: Pick<Ports, 'dishes' | 'reviews'>,
  id: string,
): Promise<FoodDetail> {
  const [food, newest] = await Promise.all([dishes.getFood(id), reviews.reviewsOfFood(id, REVIEWS_ON_DETAIL)]);
  if (!food?.listed) throw new NotFound(DISH_NOT_FOUND);
  return { ...toFood(food), reviews: newest.items.map(toReview) };
}

/** Reviews of a listed dish, newest first, a page at a time (the detail's "more reviews"). */
export async function listFoodReviews(
  { dishes, reviews }: Pick<Ports, 'dishes' | 'reviews'>,
  id: string,
  query: PageQuery,
): Promise<ReviewPage> {
  const [food, page] = await Promise.all([
    dishes.getFood(id),
    reviews.reviewsOfFood(id, query.limit ?? REVIEWS_PAGE_SIZE, query.cursor),
  ]);
  if (!food?.listed) throw new NotFound(DISH_NOT_FOUND);
  return { items: page.items.map(toReview), nextCursor: page.nextCursor };
}

export async function listRestaurantFoods(
  ports: Pick<Ports, 'restaurants' | 'dishes' | 'cursors'>,
  id: string,
  query: PageQuery,
): Promise<RestaurantMenu> {
  const [restaurant, foods] = await Promise.all([
    ports.restaurants.getRestaurant(id),
    ports.dishes.foodsOfRestaurant(id),
  ]);
  if (!restaurant || !restaurant.listed) throw new NotFound('Restaurant not found');
  const listed = foods.filter((food) => food.listed);
  // Grouped by category, so page after page the menu's sections come whole and in order.
  listed.sort((a, b) => a.category.cat.localeCompare(b.category.cat, 'en', { sensitivity: 'base' }) || byName(a, b));
  return {
    restaurant: toRestaurant(restaurant, { categories: topCategories(tallyOf(listed)), delivery: null }),
    ...(await pageOf(ports, listed, query, toFood)),
  };
}
