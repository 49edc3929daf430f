import type { Category } from '@tiffin/shared/api/catalogue';
import type { OrderCancellation, OrderStatus } from '@tiffin/shared/api/orders';
import type { WeeklyHours } from '@tiffin/shared/opening-hours';
import type {
  AccountRecord,
  CartRecord,
  CategoryTally,
  CityDishesQuery,
  CheckoutRecord,
  FoodRecord,
  MarketplaceCounters,
  MenuStock,
  OrderRecord,
  OtpPurpose,
  OtpRecord,
  RestaurantRecord,
  MarketplaceWeek,
  RestaurantRevenue,
  RestaurantWeekOrder,
  ReviewRecord,
  SavedLocation,
  SellerWeekRecord,
  WeekOrder,
} from './model.ts';

/**
 * What the domain needs from the world, as interfaces it receives: the entity stores, payments, mail and
 * the clock. Handlers wire the real adapters (functions/src/data for the stores over DynamoDB, and
 * functions/src/adapters for Stripe, SES, S3 photos and the system clock); unit tests pass in-memory ones
 * (functions/test/unit/support/fakes.ts). The domain imports no SDK, no table and no mail module.
 */

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Clock {
  /** Now, as a Date (a test's clock can stand still or jump). */
  now(): Date;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends or throws MailNotSent. */
  send(mail: Mail): Promise<void>;
  /** The site's origin, for links in mails (an order's page); none where it is not known. */
  readonly siteOrigin?: string | undefined;
}

/** Signs session tokens (ES256 JWTs in the adapter). */
export interface TokenSigner {
  sign(claims: { sub: string; role: 'customer' | 'seller' | 'admin'; ver: number }): Promise<string>;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: string;
  /** Paise. */
  amount: number;
  /** When it was paid (its charge was made), for a succeeded intent whose charge Stripe answered with it. */
  paidAt?: Date;
}

export interface Payments {
  createIntent(input: { amount: number; metadata: Record<string, string> }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /** Cancels an intent not paid, so it can no longer be paid; answers the intent as it is after. */
  cancelIntent(id: string): Promise<PaymentIntent>;
  /** Refunds the whole intent; repeating it refunds once. */
  refund(paymentIntentId: string): Promise<void>;
  /** The intents created at `since` or later, newest first, whatever their status, page after page. */
  recentIntents(since: Date, pageSize?: number): AsyncIterable<PaymentIntent>;
  /** The intents refunded by a refund created at `since` or later (an intent's refunds all follow its creation). */
  refundedSince(since: Date): Promise<Set<string>>;
  /** The event a webhook body carries, once its signature checks out; undefined when it does not. */
  verifyWebhook(rawBody: string, signature: string): Promise<{ type: string; paymentIntentId: string } | undefined>;
}

export interface AccountStore {
  getAccount(id: string): Promise<AccountRecord | undefined>;
  getAccountByEmail(email: string, role: AccountRecord['role']): Promise<AccountRecord | undefined>;
  getAccounts(ids: readonly string[]): Promise<Map<string, AccountRecord>>;
  accountsInRole(role: AccountRecord['role'], limit: number, cursor?: string): Promise<Page<AccountRecord>>;
  createAccount(record: AccountRecord): Promise<boolean>;
  markDisputed(id: string): Promise<boolean>;
  markVerified(account: AccountRecord): Promise<{ disputed: boolean } | undefined>;
  saveLocation(id: string, location: SavedLocation): Promise<void>;
  /** Raises the token version (and forgets the logged-out tokens): every earlier token of the account is refused. */
  endSessions(id: string): Promise<void>;
  /**
   * Replaces the account's logged-out tokens with `after`, if they are still `before` and the token version is
   * still `ver`; false when another write came first.
   */
  saveLoggedOut(
    id: string,
    ver: number,
    before: Record<string, number> | undefined,
    after: Record<string, number>,
  ): Promise<boolean>;
  setSellerApproved(sellerId: string, approved: boolean): Promise<boolean>;
  setAdminPassword(
    adminId: string,
    change: { currentHash: string; passwordHash: string; initialPasswordHash: string },
  ): Promise<number | undefined>;
  detachRestaurant(sellerId: string, restaurantId: string): Promise<void>;
}

/** A live reset token; `role` is absent on tokens made before tokens named it (a customer's). */
export interface ResetTokenRecord {
  email: string;
  role?: 'customer' | 'seller';
  expiresAtMs: number;
}

export interface ResetTokenStore {
  saveResetToken(
    tokenHash: string,
    owner: { email: string; role: 'customer' | 'seller' },
    expiresAtMs: number,
  ): Promise<void>;
  getResetToken(tokenHash: string): Promise<ResetTokenRecord | undefined>;
  resetPasswordWithToken(
    tokenHash: string,
    email: string,
    userId: string,
    passwordHash: string,
    now: number,
  ): Promise<boolean>;
}

/** One-time codes, one per code request (`requestId`) of a purpose and email. */
export interface OtpStore {
  putOtp(
    purpose: OtpPurpose,
    email: string,
    requestId: string,
    record: OtpRecord,
    cooldownStartMs: number,
  ): Promise<boolean>;
  getOtp(purpose: OtpPurpose, email: string, requestId: string): Promise<OtpRecord | undefined>;
  countWrongTry(
    purpose: OtpPurpose,
    email: string,
    requestId: string,
    maxAttempts: number,
  ): Promise<number | undefined>;
  deleteOtp(
    purpose: OtpPurpose,
    email: string,
    requestId: string,
    codeHash?: string,
    maxAttempts?: number,
  ): Promise<boolean>;
}

export interface RestaurantStore {
  getRestaurant(id: string, consistent?: boolean): Promise<RestaurantRecord | undefined>;
  getRestaurants(ids: readonly string[]): Promise<Map<string, RestaurantRecord>>;
  restaurantsInCity(city: string): Promise<RestaurantRecord[]>;
  restaurantsInAnyCity(limit: number, cursor?: string): Promise<Page<RestaurantRecord>>;
  restaurantsInMarketplace(limit: number, cursor?: string): Promise<Page<RestaurantRecord>>;
  setRestaurantListed(restaurantId: string, listed: boolean): Promise<void>;
  /** Opening hours and the pause switch; false when the restaurant is gone. */
  setRestaurantHours(restaurantId: string, hours: WeeklyHours | null, paused: boolean): Promise<boolean>;
  deleteRestaurantProfile(restaurantId: string): Promise<boolean>;
  deleteRestaurantBelongings(restaurantId: string): Promise<void>;
}

/** A restaurant's menu written with the restaurant (data/menus.ts). */
export interface MenuStore {
  /**
   * A new dish carrying the restaurant as read, counted on the menu's size: 'full' when the menu holds `maxDishes`
   * already, 'changed' when the restaurant changed meanwhile (read it again).
   */
  addDish(record: FoodRecord, restaurant: RestaurantRecord, maxDishes: number): Promise<'added' | 'changed' | 'full'>;
  /**
   * Every dish's copy of the restaurant (name, location) and city listing made to match `restaurant` as read;
   * false when the restaurant or a dish's listing changed meanwhile (read the restaurant again and repeat).
   */
  copyRestaurantToDishes(restaurant: RestaurantRecord): Promise<boolean>;
}

export interface SellerStore {
  createSeller(account: AccountRecord, restaurant: RestaurantRecord): Promise<boolean>;
  saveSellerProfile(change: {
    accountId: string;
    sellerName: string;
    phone: string;
    restaurant: RestaurantRecord;
    read: RestaurantRecord;
  }): Promise<boolean>;
  deleteSeller(seller: AccountRecord, restaurantId: string | undefined): Promise<boolean>;
}

export interface DishStore {
  getFood(id: string): Promise<FoodRecord | undefined>;
  getFoods(ids: readonly string[]): Promise<Map<string, FoodRecord>>;
  foodsInCity(city: string): Promise<FoodRecord[]>;
  /** One page of a city's listed dishes in the order asked, from that order's index. */
  foodsInCityPage(
    query: CityDishesQuery,
    limit: number,
    cursor?: string,
  ): Promise<Page<FoodRecord> & { cursorAfter(index: number): Promise<string> }>;
  /** The category tallies of these restaurants' menus (restaurant id -> tally). */
  categoryTallies(restaurantIds: readonly string[]): Promise<Map<string, CategoryTally>>;
  /** The same, for restaurants of one city: one Query of the city's menu items. */
  categoryTalliesInCity(city: string, restaurantIds: readonly string[]): Promise<Map<string, CategoryTally>>;
  foodsOfRestaurant(restaurantId: string): Promise<FoodRecord[]>;
  /** A restaurant's whole menu, listed or not, with only each dish's stock: one Query. */
  foodStockOfRestaurant(restaurantId: string): Promise<MenuStock[]>;
  foodsOfRestaurantPage(restaurantId: string, limit: number, cursor?: string): Promise<Page<FoodRecord>>;
  replaceFood(record: FoodRecord, read: FoodRecord): Promise<boolean>;
  deleteFood(foodId: string, restaurantId: string): Promise<boolean>;
  setFoodsOfRestaurantListed(restaurantId: string, listed: boolean): Promise<void>;
}

export interface ReviewStore {
  /** A dish's reviews, newest first. */
  reviewsOfFood(foodId: string, limit: number, cursor?: string): Promise<Page<ReviewRecord>>;
  writeReview(order: OrderRecord, target: number | 'restaurant', review: ReviewRecord): Promise<boolean>;
  deleteFoodReviews(foodId: string): Promise<void>;
}

export interface CategoryStore {
  listCategories(): Promise<Category[]>;
  getCategory(id: string): Promise<Category | undefined>;
  /** A new category counted on its seller: 'taken' when its name is, 'limit' when the seller added `maxPerSeller`. */
  insertCategory(category: Category, sellerId: string, maxPerSeller: number): Promise<'added' | 'taken' | 'limit'>;
}

export interface CartStore {
  getCart(userId: string): Promise<CartRecord>;
  saveCart(userId: string, cart: CartRecord, expectedVersion: number): Promise<boolean>;
  deleteCart(userId: string, expectedVersion?: number): Promise<boolean>;
}

export interface CheckoutStore {
  putCheckout(record: CheckoutRecord): Promise<void>;
  getCheckout(paymentIntentId: string): Promise<CheckoutRecord | undefined>;
  /** Pending to refunding, before the refund is asked of Stripe; false when it is not pending. */
  claimCheckoutRefund(paymentIntentId: string): Promise<boolean>;
  /** Refunding to refunded; false when it is not refunding. */
  markCheckoutRefunded(paymentIntentId: string): Promise<boolean>;
  /** Pending to expired; false when it is not pending. */
  markCheckoutExpired(paymentIntentId: string): Promise<boolean>;
}

export type FulfilOutcome = 'created' | 'alreadyFulfilled' | 'outOfStock' | 'orderIdTaken';

/** An order ended early: cancelled by its customer or rejected by its restaurant. */
export interface OrderEnding {
  order: OrderRecord;
  status: 'Cancelled' | 'Rejected';
  cancellation: OrderCancellation;
  /** The lines whose dish still exists: their quantity goes back on sale. */
  restock: readonly { foodId: string; quantity: number }[];
}

export interface OrderStore {
  getOrder(orderId: string): Promise<OrderRecord | undefined>;
  /** The order, the checkout fulfilled, the stock taken, the cart emptied and the counters, all or nothing. */
  writeOrder(checkout: CheckoutRecord, order: OrderRecord): Promise<FulfilOutcome>;
  ordersOfUser(userId: string, limit: number, cursor?: string): Promise<Page<OrderRecord>>;
  ordersOfRestaurant(restaurantId: string, limit: number, cursor?: string): Promise<Page<OrderRecord>>;
  ordersInMarketplace(limit: number, cursor?: string): Promise<Page<OrderRecord>>;
  marketplaceOrdersPlacedBetween(fromIso: string, toIso: string): Promise<RestaurantWeekOrder[]>;
  /** The restaurant's paid orders it has neither accepted nor rejected, oldest first. */
  waitingOrdersOfRestaurant(restaurantId: string): Promise<OrderRecord[]>;
  countWaitingOrders(restaurantId: string): Promise<number>;
  /** The restaurant's orders placed after `afterIso` (exclusive) up to `toIso`, as the week's figures need them. */
  restaurantOrdersPlacedAfter(restaurantId: string, afterIso: string, toIso: string): Promise<WeekOrder[]>;
  /** Cancelled or rejected while still Pending, with the stock put back; false when the order changed. */
  endOrder(ending: OrderEnding): Promise<boolean>;
  /** True only for the call that marked the payment refunded. */
  markOrderRefunded(orderId: string): Promise<boolean>;
  changeOrderStatus(change: {
    order: OrderRecord;
    next: OrderStatus;
    at: string;
    /** Monday of `at`'s week, India time (YYYY-MM-DD): where a delivery's revenue counts. */
    deliveryWeek: string;
    restaurantName: string;
  }): Promise<boolean>;
}

export interface CounterStore {
  getMarketplaceCounters(): Promise<MarketplaceCounters>;
  restaurantRevenues(): Promise<RestaurantRevenue[]>;
  marketplaceWeeks(fromWeek: string, toWeek: string): Promise<MarketplaceWeek[]>;
  countSellersAwaitingApproval(): Promise<number>;
}

/** What storing weeks came to: how many were written, and the weeks whose write failed (not a refused condition). */
export interface WeeksStored {
  /** Weeks written; a week a later run had already stored is not overwritten and not counted. */
  stored: number;
  failed: { weeks: SellerWeekRecord[]; error: Error }[];
}

export interface SellerWeekStore {
  putSellerWeeks(records: readonly SellerWeekRecord[]): Promise<WeeksStored>;
  sellerWeeks(restaurantId: string, fromWeek: string, toWeek: string): Promise<SellerWeekRecord[]>;
}

/** Page cursors sealed so a client can neither read nor forge them. */
export interface CursorSealer {
  encodeCursor(value: unknown): Promise<string>;
  /** The value, or undefined without a cursor; a cursor that does not open or fails `isValid` is a 400. */
  decodeCursor<T>(cursor: string | undefined, isValid: (value: unknown) => value is T): Promise<T | undefined>;
}

/** Where one abuse-limit counter lives (values are digests, never an email or an address in clear). */
export type CounterKey =
  | { scope: string; by: 'ip' | 'email' | 'account'; digest: string }
  | { scope: string; by: 'emailAndIp'; emailDigest: string; ipDigest: string };

export interface RateCounterStore {
  addHit(counter: CounterKey, windowStart: number, expiresAt: number): Promise<number>;
  hitsIn(counter: CounterKey, windowStart: number): Promise<number>;
  removeHit(counter: CounterKey, windowStart: number): Promise<void>;
  clearWindows(counter: CounterKey, windowStarts: readonly number[]): Promise<void>;
  clearEmail(scope: string, emailDigest: string): Promise<void>;
}

/** The photos bucket: private originals under uploads/, public WebP versions under photos/. */
export interface PhotoStore {
  /** A presigned POST form for one object, with the size range and the exact Content-Type enforced by the bucket. */
  uploadForm(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<{ url: string; fields: Record<string, string> }>;
  read(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  exists(key: string): Promise<boolean>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What fetching a seller's image address came to: its bytes, or why nothing was taken. */
export type FetchedImage =
  | { bytes: Buffer }
  | {
      /**
       * `address`: the host is not public (private, loopback, link-local, ...) or does not resolve; `redirect`: the
       * answer sends elsewhere (never followed); `unreachable`: no answer in time, or an answer that is not 200;
       * `tooBig`: more bytes than allowed.
       */
      refused: 'address' | 'redirect' | 'unreachable' | 'tooBig';
    };

/**
 * Brings a picture a seller named by its address into the photo pipeline (functions/src/adapters/image-fetch.ts):
 * where Tiffin's own photos are read from, and the fetch of any other address, made only to public hosts.
 */
export interface PhotoImport {
  /** Where a photo's public path (`/photos/...`) is read from: the site's origin in AWS, s3rver's bucket locally. */
  readonly photosUrl: string;
  /** The bytes at the address (at most `maxBytes`), or why they were not taken. */
  fetch(address: string, maxBytes: number): Promise<FetchedImage>;
}

/**
 * Reads and re-encodes images (sharp in functions/src/adapters/images.ts). Each call refuses, by throwing, bytes
 * that are no image it reads or that decode to more than `maxPixels` pixels.
 */
export interface ImageCodec {
  /** The format the bytes hold ('jpeg', 'png', 'webp', 'svg', ...), read from the header without decoding pixels. */
  format(bytes: Buffer, limits: { maxPixels: number }): Promise<string | undefined>;
  /** The image turned upright by its EXIF orientation, at most `width` wide (never enlarged), as WebP. */
  toWebp(bytes: Buffer, options: { width: number; quality: number; maxPixels: number }): Promise<Buffer>;
}

/** Everything a domain call may be given; each function asks for the few it uses (Pick). */
export interface Ports {
  accounts: AccountStore;
  resetTokens: ResetTokenStore;
  otps: OtpStore;
  restaurants: RestaurantStore;
  sellers: SellerStore;
  dishes: DishStore;
  menus: MenuStore;
  reviews: ReviewStore;
  categories: CategoryStore;
  carts: CartStore;
  checkouts: CheckoutStore;
  orders: OrderStore;
  counters: CounterStore;
  sellerWeeks: SellerWeekStore;
  rateCounters: RateCounterStore;
  cursors: CursorSealer;
  payments: Payments;
  mailer: Mailer;
  tokens: TokenSigner;
  clock: Clock;
  photos: PhotoStore;
  photoImport: PhotoImport;
}
