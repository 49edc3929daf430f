import { normalizeEmail } from '@tiffin/shared/rules/email';

/**
 * Every key format of the table, in one place (dynamodb-instagram habit). See README.md for the
 * access patterns each key serves.
 */

/** Names sort case-insensitively inside a key; the id keeps keys unique. */
const sortable = (name: string) => name.trim().toLowerCase().replace(/#/g, ' ');

/** Paise, zero-padded, so prices sort as numbers inside a key (a dish costs at most ₹1,00,000: 1e7 paise). */
const PRICE_DIGITS = 10;
const priceUp = (paise: number) => String(paise).padStart(PRICE_DIGITS, '0');
const priceDown = (paise: number) => String(10 ** PRICE_DIGITS - 1 - paise).padStart(PRICE_DIGITS, '0');
/**
 * The rating sort's rank: the average as shown (one decimal, `averageRating`) highest first, then unrated dishes;
 * rated ranks are `R00` (5.0) .. `R40` (1.0), unrated `U`, so rated dishes sort before unrated ones.
 */
const ratingRank = (average: number | null) =>
  average === null ? 'U' : `R${String(50 - Math.round(average * 10)).padStart(2, '0')}`;

/** A dish's rating sort keys, in the city's list and its category's. */
function foodRatingRank(dish: DishSortFields) {
  const rank = `${ratingRank(dish.average)}#${sortable(dish.name)}#${dish.id}`;
  return { GSI6SK: rank, GSI9SK: rank };
}

/** What a dish's catalogue sort keys are built from. */
export interface DishSortFields {
  id: string;
  name: string;
  /** Paise. */
  price: number;
  /** The average as shown, or null when unrated. */
  average: number | null;
}

/** Sort-key prefixes that tell kinds of items apart inside one partition. */
export const prefixes = {
  restaurant: 'RESTAURANT#',
  food: 'FOOD#',
  review: 'REVIEW#',
  category: 'CATEGORY#',
  order: 'ORDER#',
  week: 'WEEK#',
  /** Every marketplace counter's sort key starts so (see `keys.marketplaceStats`). */
  marketplaceStats: 'MARKETPLACE',
  waiting: 'WAITING#',
  /** The menu item's attributes that count a category's dishes (`C#<id>`) and name it (`N#<id>`). */
  menuCategoryCount: 'C#',
  menuCategoryName: 'N#',
  /** GSI1: the menu items of a city's restaurants, beside its restaurants and dishes. */
  menu: 'MENU#',
  /** Partition-key prefix of the sockets' audiences (the publisher tells a socket opening by it). */
  listeners: 'LISTENERS#',
} as const;

/** The partitions that lists are read from (one Query each). */
export const partitions = {
  /** GSI1: a city's listed restaurants and foods. */
  city: (city: string) => `CITY#${city}`,
  /** GSI3, GSI7..GSI9: a city's listed foods of one category. */
  cityCategory: (city: string, categoryId: string) => `CITY#${city}#CATEGORY#${categoryId}`,
  /** GSI1: a customer's orders. */
  customer: (userId: string) => `USER#${userId}`,
  /** GSI2: a restaurant's menu and orders. */
  restaurant: (restaurantId: string) => `RESTAURANT#${restaurantId}`,
  /** Base table: a food's item and its reviews; a restaurant's profile, reviews and weeks. */
  food: (foodId: string) => `FOOD#${foodId}`,
  restaurantItems: (restaurantId: string) => `RESTAURANT#${restaurantId}`,
  categories: 'CATEGORY',
  restaurantStats: 'STATS#RESTAURANTS',
  marketplaceStats: 'STATS',
  marketplaceWeeks: 'STATS#WEEKS',
  /** GSI3 (admin). */
  orders: 'ORDERS',
  restaurants: 'RESTAURANTS',
  accountsInRole: (role: string) => `ACCOUNTS#${role}`,
  /** Base table: the open sockets of a customer or of a restaurant (live order updates), one Query each. */
  listeners: (audience: 'customer' | 'restaurant', id: string) => `${prefixes.listeners}${audience}#${id}`,
} as const;

/**
 * The partition-key families, each as IAM's `dynamodb:LeadingKeys` condition names it: a prefix ending in '#', or a
 * whole key (data/route-writes.ts lists which a route writes).
 */
export const partitionFamilies = {
  user: 'USER#',
  email: 'EMAIL#',
  sellerEmail: 'SELLEREMAIL#',
  otp: 'OTP#',
  resetToken: 'RESETTOKEN#',
  rate: 'RATE#',
  food: 'FOOD#',
  restaurant: 'RESTAURANT#',
  order: 'ORDER#',
  checkout: 'CHECKOUT#',
  categories: partitions.categories,
  categoryName: 'CATEGORYNAME#',
  /** The marketplace's figures (`STATS`) and its lists of them (`STATS#WEEKS`, `STATS#RESTAURANTS`). */
  marketplace: partitions.marketplaceStats,
  marketplaceLists: 'STATS#',
} as const;

export const keys = {
  restaurant: (id: string) => ({ PK: `RESTAURANT#${id}`, SK: 'PROFILE' }),
  /** GSI1: the listed restaurants of a city, by name. */
  restaurantInCity: (city: string, name: string, id: string) => ({
    GSI1PK: partitions.city(city),
    GSI1SK: `RESTAURANT#${sortable(name)}#${id}`,
  }),

  food: (id: string) => ({ PK: `FOOD#${id}`, SK: 'FOOD' }),
  /** GSI1: the listed foods of a city, by name. */
  foodInCity: (city: string, name: string, id: string) => ({
    GSI1PK: partitions.city(city),
    GSI1SK: `FOOD#${sortable(name)}#${id}`,
  }),
  /**
   * The catalogue's other lists of a city's listed dishes, one index per order, each by name within ties (the
   * city by name is `foodInCity`): GSI3 the dishes of one category by name; GSI4/GSI5/GSI6 the city by price up,
   * price down and rating; GSI7/GSI8/GSI9 one category by the same. Only the partitions (`CITY#...`) follow the
   * listing and the city; the sort keys follow the dish's name, price and rating.
   */
  foodListings: (city: string, categoryId: string, dish: DishSortFields) => {
    const ofCategory = partitions.cityCategory(city, categoryId);
    const byName = `${sortable(dish.name)}#${dish.id}`;
    return {
      GSI1PK: partitions.city(city),
      GSI1SK: `${prefixes.food}${byName}`,
      GSI3PK: ofCategory,
      GSI3SK: `${prefixes.food}${byName}`,
      GSI4PK: partitions.city(city),
      GSI4SK: `${priceUp(dish.price)}#${byName}`,
      GSI5PK: partitions.city(city),
      GSI5SK: `${priceDown(dish.price)}#${byName}`,
      GSI6PK: partitions.city(city),
      ...foodRatingRank(dish),
      GSI7PK: ofCategory,
      GSI7SK: `${priceUp(dish.price)}#${byName}`,
      GSI8PK: ofCategory,
      GSI8SK: `${priceDown(dish.price)}#${byName}`,
      GSI9PK: ofCategory,
    };
  },
  /** The rating sort keys alone (a review moves them in its own transaction). */
  foodRatingRank: (dish: DishSortFields) => foodRatingRank(dish),
  /** GSI2: a restaurant's menu, by name. */
  foodOfRestaurant: (restaurantId: string, name: string, id: string) => ({
    GSI2PK: partitions.restaurant(restaurantId),
    GSI2SK: `FOOD#${sortable(name)}#${id}`,
  }),

  /** Reviews live beside what they review, oldest first, so one Query reads the item and its first reviews. */
  foodReview: (foodId: string, createdAt: string, reviewId: string) => ({
    PK: partitions.food(foodId),
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),
  restaurantReview: (restaurantId: string, createdAt: string, reviewId: string) => ({
    PK: partitions.restaurantItems(restaurantId),
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),

  /**
   * How many dishes a restaurant's menu holds, beside its profile: moved by the transactions that add or delete a
   * dish, each conditioned on it, so the menu's cap holds however many adds race.
   */
  menuSize: (restaurantId: string) => ({ PK: partitions.restaurantItems(restaurantId), SK: 'MENU' }),
  /** GSI1: the menu item in its restaurant's city, so one Query reads the tallies of a city's restaurants. */
  menuInCity: (city: string, restaurantId: string) => ({
    GSI1PK: partitions.city(city),
    GSI1SK: `${prefixes.menu}${restaurantId}`,
  }),
  /** The attributes of the menu item that count one category's dishes and name it (the restaurant's cuisine, a city's category strip). */
  menuCategory: (categoryId: string) => ({
    count: `${prefixes.menuCategoryCount}${categoryId}`,
    name: `${prefixes.menuCategoryName}${categoryId}`,
  }),

  category: (id: string) => ({ PK: partitions.categories, SK: `CATEGORY#${id}` }),
  /** How many categories a seller added, beside the account: moved by the category's own transaction, conditioned on it. */
  categoriesAdded: (accountId: string) => ({ PK: `USER#${accountId}`, SK: 'CATEGORIESADDED' }),
  /**
   * Uniqueness item: one category per name, by its normal form (names that read alike are one name), which the caller
   * works out with `nameKey` (shared/src/text.ts), so only the category routes carry its look-alike map.
   */
  categoryName: (nameKey: string) => ({ PK: `CATEGORYNAME#${nameKey}`, SK: 'CATEGORYNAME' }),

  user: (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  /**
   * Uniqueness item, written in the same transaction as the user: one customer-or-admin account per
   * email, and apart from it one seller account per email, so a seller can also be a customer.
   */
  email: (email: string, role: 'customer' | 'seller' | 'admin') => ({
    PK: `${role === 'seller' ? 'SELLEREMAIL' : 'EMAIL'}#${normalizeEmail(email)}`,
    SK: 'EMAIL',
  }),
  /** The whole cart is one item, changed with a version check, so one-restaurant and stock rules hold under races. */
  cart: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CART' }),

  order: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ORDER' }),
  /** GSI1: a customer's orders, newest first. */
  orderOfUser: (userId: string, createdAt: string, orderId: string) => ({
    GSI1PK: partitions.customer(userId),
    GSI1SK: `ORDER#${createdAt}#${orderId}`,
  }),
  /** GSI2: a restaurant's orders, newest first (beside its menu, told apart by the prefix). */
  orderOfRestaurant: (restaurantId: string, createdAt: string, orderId: string) => ({
    GSI2PK: partitions.restaurant(restaurantId),
    GSI2SK: `ORDER#${createdAt}#${orderId}`,
  }),
  /** GSI3: every order, newest first (admin). */
  orderInMarketplace: (createdAt: string, orderId: string) => ({
    GSI3PK: partitions.orders,
    GSI3SK: `${createdAt}#${orderId}`,
  }),
  /**
   * A paid order the restaurant has neither accepted nor rejected, beside the restaurant's profile, oldest first:
   * written with the order and deleted by the transaction that moves it on, so the seller's waiting orders are one
   * Query whatever the restaurant's history.
   */
  waitingOrder: (restaurantId: string, createdAt: string, orderId: string) => ({
    PK: partitions.restaurantItems(restaurantId),
    SK: `WAITING#${createdAt}#${orderId}`,
  }),
  /** A checkout waiting for its payment, by PaymentIntent id. */
  checkout: (paymentIntentId: string) => ({ PK: `CHECKOUT#${paymentIntentId}`, SK: 'CHECKOUT' }),
  /**
   * Marketplace-wide counters, kept by the writes that change them (the admin dashboard sums them, never reads the
   * orders): totalOrders, deliveredOrders, revenue (paise, Delivered orders), totalUsers, totalSellers,
   * totalRestaurants. They are spread over many items of the `STATS` partition so no write of the marketplace
   * lands on an item every other one writes too: an order and its delivery count on their restaurant's item,
   * a sign-up or a deletion on one of `MARKETPLACE_SHARDS` shards picked at random. One Query of the partition,
   * `begins_with(SK, 'MARKETPLACE')`, reads them all, with this single item of a table whose figures were kept in one.
   */
  marketplaceStats: () => ({ PK: partitions.marketplaceStats, SK: prefixes.marketplaceStats }),
  marketplaceStatsOfRestaurant: (restaurantId: string) => ({
    PK: partitions.marketplaceStats,
    SK: `${prefixes.marketplaceStats}#RESTAURANT#${restaurantId}`,
  }),
  marketplaceStatsShard: (shard: number) => ({
    PK: partitions.marketplaceStats,
    SK: `${prefixes.marketplaceStats}#SHARD#${String(shard).padStart(2, '0')}`,
  }),
  /** Per-restaurant revenue of Delivered orders (the commission report): one partition, one Query. */
  restaurantStats: (restaurantId: string) => ({ PK: partitions.restaurantStats, SK: `RESTAURANT#${restaurantId}` }),
  /**
   * The marketplace's revenue of one week (Monday 00:00 India time, `weekStart` YYYY-MM-DD), by delivery: one item
   * per restaurant that delivered that week, so deliveries of different restaurants meet on no item. A Query from
   * `WEEK#<first>` to `WEEK#<last>#~` reads them, and also a week's single item (no restaurant) of a table whose
   * weeks were kept in one item each; the read sums them by `weekStart`.
   */
  marketplaceWeek: (weekStart: string, restaurantId?: string) => ({
    PK: partitions.marketplaceWeeks,
    SK: restaurantId === undefined ? `${prefixes.week}${weekStart}` : `${prefixes.week}${weekStart}#${restaurantId}`,
  }),
  /** The sort keys that bound the weeks from one Monday to another, inclusive, whoever delivered. */
  marketplaceWeeksBetween: (fromWeek: string, toWeek: string) => ({
    from: `${prefixes.week}${fromWeek}`,
    to: `${prefixes.week}${toWeek}#~`,
  }),
  /** A seller's stored week (Monday 00:00 India time), kept for history; `weekStart` is YYYY-MM-DD. */
  sellerWeek: (restaurantId: string, weekStart: string) => ({
    PK: partitions.restaurantItems(restaurantId),
    SK: `${prefixes.week}${weekStart}`,
  }),
  /** GSI3: every account of a role (admin lists), oldest first. */
  accountInRole: (role: string, createdAt: string, id: string) => ({
    GSI3PK: partitions.accountsInRole(role),
    GSI3SK: `${createdAt}#${id}`,
  }),
  /** GSI3: every restaurant, listed or not (admin), by name. */
  restaurantInMarketplace: (name: string, id: string) => ({
    GSI3PK: partitions.restaurants,
    GSI3SK: `${sortable(name)}#${id}`,
  }),

  /** One live code per code request (the id its answer gave the browser) of a purpose and email; TTL removes it after expiry. */
  otp: (purpose: 'signup' | 'seller-signup' | 'reset' | 'seller-reset', email: string, requestId: string) => ({
    PK: `OTP#${purpose}#${normalizeEmail(email)}`,
    SK: `REQUEST#${requestId}`,
  }),
  /** An open socket among its audience's (TTL): the publisher Queries the partition. */
  listener: (audience: 'customer' | 'restaurant', id: string, connectionId: string) => ({
    PK: partitions.listeners(audience, id),
    SK: `CONNECTION#${connectionId}`,
  }),
  /** The same socket by its id alone (TTL), for the disconnect, which knows nothing else. */
  connection: (connectionId: string) => ({ PK: `CONNECTION#${connectionId}`, SK: 'CONNECTION' }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESETTOKEN#${tokenHash}`, SK: 'RESETTOKEN' }),
} as const;

/**
 * Abuse-limit counters (TTL): `RATE#<scope>#<ip|email>#<digest>` / `WINDOW#<start>`; the failures of one
 * email from one address live in the email's partition (`RATE#<scope>#email#<digest>` /
 * `IP#<digest>#WINDOW#<start>`), so a password reset forgets them all with one Query. Values are digests,
 * never an email or an address in clear.
 */
export const rateKeys = {
  counter: (scope: string, by: 'ip' | 'email' | 'account', digest: string, windowStart: number) => ({
    PK: `RATE#${scope}#${by}#${digest}`,
    SK: `WINDOW#${windowStart}`,
  }),
  emailFromAddress: (scope: string, emailDigest: string, ipDigest: string, windowStart: number) => ({
    PK: rateKeys.emailPartition(scope, emailDigest),
    SK: `IP#${ipDigest}#WINDOW#${windowStart}`,
  }),
  emailPartition: (scope: string, emailDigest: string) => `RATE#${scope}#email#${emailDigest}`,
  /** Every counter's partition starts so: tests that compare the table before and after leave them out. */
  prefix: 'RATE#',
};
