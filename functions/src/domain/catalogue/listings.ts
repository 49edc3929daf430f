import type * as z from '@tiffin/shared/zod';
import type {
  CategoryList,
  FoodDetail,
  FoodPage,
  FoodSort,
  RestaurantMenu,
  RestaurantPage,
  ReviewPage,
  listFoodsQuerySchema,
  listCategoriesQuerySchema,
  listRestaurantsQuerySchema,
} from '@tiffin/shared/api/catalogue';
import type { pageQuerySchema } from '@tiffin/shared/api/common';
import { cityKey } from '@tiffin/shared/geo';
import { NotFound } from '#platform/errors';
import type { Caller } from '#platform/http';
import { averageRating, type AccountRecord, type FoodRecord, type RestaurantRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { toCategory, toFood, toRestaurant, toReview } from '#domain/present';

type ListPorts = Pick<Ports, 'accounts' | 'restaurants' | 'dishes' | 'cursors'>;

export const DEFAULT_PAGE_SIZE = 24;
/** The food detail shows at most this many reviews (spec section 9). */
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

/**
 * The home page's top-rated restaurants: a city's listed restaurants ordered by rating (one Query of the
 * city, bounded by design, sorted in memory, paged with an offset cursor); without a known city, a first
 * page across cities, ordered the same way.
 */
export async function listRestaurants(
  ports: Pick<Ports, 'accounts' | 'restaurants' | 'cursors'>,
  query: z.output<typeof listRestaurantsQuerySchema>,
  caller: Caller | null = null,
): Promise<RestaurantPage> {
  const city = await cityOf(ports, query, caller);
  if (city) return pageOf(ports, (await ports.restaurants.restaurantsInCity(city)).sort(byRating), query, toRestaurant);
  const page = await ports.restaurants.restaurantsInAnyCity(query.limit ?? DEFAULT_PAGE_SIZE, query.cursor);
  return { items: page.items.sort(byRating).map(toRestaurant), nextCursor: page.nextCursor };
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
  return {
    restaurant: toRestaurant(restaurant),
    ...(await pageOf(
      ports,
      foods.filter((food) => food.listed),
      query,
      toFood,
    )),
  };
}
