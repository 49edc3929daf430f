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
import { averageRating, type AccountRecord, type FoodRecord, type RestaurantRecord } from '#domain/model';
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

/** A restaurant's cuisine: the categories most of its listed dishes are in, most first, ties by name. */
function topCategories(foods: FoodRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const food of foods) if (food.listed) counts.set(food.category.cat, (counts.get(food.category.cat) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .slice(0, CUISINE_CATEGORIES)
    .map(([cat]) => cat);
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

/** The cards of restaurants in `cities`: their cuisine from the cities' dishes (one Query each) and their delivery. */
async function cardsIn({ dishes, destination }: RestaurantListPorts, cities: string[]) {
  const [foods, points] = await Promise.all([
    Promise.all(cities.map((city) => dishes.foodsInCity(city))),
    Promise.all(cities.map(async (city) => [city, (await destination?.(city))?.point ?? null] as const)),
  ]);
  const menus = new Map<string, FoodRecord[]>();
  for (const food of foods.flat()) menus.set(food.restaurant.id, [...(menus.get(food.restaurant.id) ?? []), food]);
  const pointOf = new Map(points);
  return (restaurant: RestaurantRecord) =>
    toRestaurant(restaurant, {
      categories: topCategories(menus.get(restaurant.id) ?? []),
      delivery: deliveryEstimate(restaurant, pointOf.get(restaurant.city) ?? null),
    });
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
    const [restaurants, card] = await Promise.all([ports.restaurants.restaurantsInCity(city), cardsIn(ports, [city])]);
    return pageOf(ports, restaurants.sort(byRating), query, card);
  }
  const page = await ports.restaurants.restaurantsInAnyCity(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor);
  const card = await cardsIn(ports, [...new Set(page.items.map((restaurant) => restaurant.city))]);
  return { items: page.items.sort(byRating).map(card), nextCursor: page.nextCursor };
}

/**
 * The categories, by name. With a city, only those its listed dishes use: a category a seller adds shows
 * where that seller's dishes are, not in every city.
 */
export async function listCategories(
  { categories, dishes }: Pick<Ports, 'categories' | 'dishes'>,
  query: z.output<typeof listCategoriesQuerySchema> = {},
): Promise<CategoryList> {
  const [all, used] = await Promise.all([
    categories.listCategories(),
    query.city ? dishes.foodsInCity(cityKey(query.city)) : undefined,
  ]);
  const usedIds = used && new Set(used.map((food) => food.category._id));
  const items = usedIds ? all.filter((category) => usedIds.has(category._id)) : all;
  return { items: items.map(toCategory).sort((a, b) => a.cat.localeCompare(b.cat)) };
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
 * The foods of a city's listed restaurants, filtered and sorted. The read is one Query of the city
 * (or of one restaurant's menu), so its cost follows that city's catalogue, not the whole table's.
 */
export async function listFoods(
  ports: ListPorts,
  query: z.output<typeof listFoodsQuerySchema>,
  caller: Caller | null = null,
): Promise<FoodPage> {
  const { dishes } = ports;
  const city = await cityOf(ports, query, caller);
  const candidates = query.restaurantId
    ? (await dishes.foodsOfRestaurant(query.restaurantId)).filter(
        (food) => food.listed && (city === null || food.restaurant.city === city),
      )
    : city
      ? await dishes.foodsInCity(city)
      : await foodsInSomeCities(ports);
  const search = query.q?.toLowerCase();
  const matching = candidates.filter(
    (food) =>
      (!query.category || food.category._id === query.category) &&
      (!query.type || food.foodType === query.type) &&
      (!search || food.name.toLowerCase().includes(search) || food.restaurant.name.toLowerCase().includes(search)),
  );
  matching.sort(comparators[query.sort ?? 'name-asc']);
  return pageOf(ports, matching, query, toFood);
}

/** A visitor's first page across cities: the dishes of the first few cities that have listed restaurants. */
async function foodsInSomeCities({ restaurants: store, dishes }: ListPorts): Promise<FoodRecord[]> {
  const restaurants = await store.restaurantsInAnyCity(100);
  const cities = [...new Set(restaurants.items.map((restaurant) => restaurant.city))].slice(0, CITIES_FOR_A_VISITOR);
  return (await Promise.all(cities.map((city) => dishes.foodsInCity(city)))).flat();
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
export async function foodReviews(
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

export async function restaurantMenu(
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
    restaurant: toRestaurant(restaurant, { categories: topCategories(listed), delivery: null }),
    ...(await pageOf(ports, listed, query, toFood)),
  };
}
