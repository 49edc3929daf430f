import type { Category } from '@tiffin/shared/api/catalogue';
import {
  emptyCart,
  restaurantCopy,
  type AccountRecord,
  type CartRecord,
  type CategoryTally,
  type CheckoutRecord,
  type CityDishesQuery,
  type FoodRecord,
} from '#domain/model';
import type {
  OrderRecord,
  OtpPurpose,
  OtpRecord,
  RestaurantRecord,
  ReviewRecord,
  SavedLocation,
  SellerWeekRecord,
} from '#domain/model';
import type {
  CounterKey,
  Mail,
  OrderEnding,
  Page,
  PaymentIntent,
  FetchedImage,
  PhotoImport,
  PhotoStore,
  Ports,
  ResetTokenRecord,
} from '#domain/ports';

/**
 * In-memory adapters of every port, with the same rules the DynamoDB adapters enforce in their conditions
 * (versions, stock, one fulfilment, single-use codes), so the domain's rules can be tested without a table.
 * The integration suite proves the real adapters against DynamoDB Local.
 */

const page = <T>(items: T[], limit: number): Page<T> => ({ items: items.slice(0, limit), nextCursor: null });
const clone = <T>(value: T): T => structuredClone(value);

export function fakeClock(start = '2026-11-25T06:30:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export function fakeMailer() {
  const sent: Mail[] = [];
  let failing = false;
  return {
    sent,
    /** The site the mails link to. */
    siteOrigin: 'https://tiffin.example',
    failNext() {
      failing = true;
    },
    async send(mail: Mail) {
      if (failing) {
        failing = false;
        const { MailNotSent } = await import('#platform/errors');
        throw new MailNotSent();
      }
      sent.push(mail);
    },
  };
}

export function fakePayments() {
  const intents = new Map<string, PaymentIntent>();
  const refunds: string[] = [];
  let next = 1;
  return {
    intents,
    refunds,
    async createIntent({ amount }: { amount: number }) {
      const intent = { id: `pi_${next++}`, clientSecret: `secret_${next}`, status: 'requires_payment_method', amount };
      intents.set(intent.id, intent);
      return clone(intent);
    },
    /** The customer's card pays the intent. */
    pay(id: string) {
      intents.get(id)!.status = 'succeeded';
    },
    async retrieveIntent(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      return clone(intent);
    },
    async cancelIntent(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (intent.status !== 'succeeded') intent.status = 'canceled';
      return clone(intent);
    },
    async refund(id: string) {
      if (!refunds.includes(id)) refunds.push(id);
    },
    async *recentIntents() {
      for (const intent of [...intents.values()].reverse()) yield clone(intent);
    },
    async refundedSince() {
      return new Set(refunds);
    },
    async verifyWebhook(rawBody: string, signature: string) {
      if (signature !== 'good') return undefined;
      return JSON.parse(rawBody) as { type: string; paymentIntentId: string };
    },
  };
}

export function fakeStores() {
  const accounts = new Map<string, AccountRecord>();
  const restaurants = new Map<string, RestaurantRecord>();
  const foods = new Map<string, FoodRecord>();
  const carts = new Map<string, CartRecord>();
  const checkouts = new Map<string, CheckoutRecord>();
  const orders = new Map<string, OrderRecord>();
  const reviews: ReviewRecord[] = [];
  const categories = new Map<string, Category>();
  const categoriesAdded = new Map<string, number>();
  const otps = new Map<string, OtpRecord>();
  const resetTokens = new Map<string, ResetTokenRecord>();
  const rate = new Map<string, number>();
  const weeks: SellerWeekRecord[] = [];
  const otpKey = (purpose: OtpPurpose, email: string, requestId: string) =>
    `${purpose}#${email.toLowerCase()}#${requestId}`;
  const rateKey = (counter: CounterKey, windowStart: number) => `${JSON.stringify(counter)}#${windowStart}`;
  const byEmail = (email: string, role: AccountRecord['role']) =>
    [...accounts.values()].find(
      (account) =>
        account.email.toLowerCase() === email.toLowerCase() &&
        (role === 'seller' ? account.role === 'seller' : account.role !== 'seller'),
    );

  const ports = {
    accounts: {
      async getAccount(id: string) {
        return clone(accounts.get(id));
      },
      async getAccountByEmail(email: string, role: AccountRecord['role']) {
        const found = byEmail(email, role);
        return found?.role === role ? clone(found) : undefined;
      },
      async getAccounts(ids: readonly string[]) {
        return new Map(ids.flatMap((id) => (accounts.has(id) ? [[id, clone(accounts.get(id)!)] as const] : [])));
      },
      async accountsInRole(role: AccountRecord['role'], limit: number) {
        return page(
          [...accounts.values()].filter((a) => a.role === role),
          limit,
        );
      },
      async createAccount(record: AccountRecord) {
        if (accounts.has(record.id) || byEmail(record.email, record.role)) return false;
        accounts.set(record.id, clone(record));
        return true;
      },
      async markDisputed(id: string) {
        const account = accounts.get(id);
        if (!account || account.verified) return false;
        account.disputed = true;
        return true;
      },
      async markVerified({ id }: AccountRecord) {
        const account = accounts.get(id);
        if (!account || account.verified) return undefined;
        account.verified = true;
        delete account.expiresAt;
        if (!account.disputed) return { disputed: false };
        account.passwordHash = 'none';
        delete account.disputed;
        return { disputed: true };
      },
      async saveLocation(id: string, location: SavedLocation) {
        accounts.get(id)!.location = location;
      },
      async endSessions(id: string) {
        const account = accounts.get(id);
        if (!account) return;
        account.tokenVersion = (account.tokenVersion ?? 0) + 1;
        delete account.loggedOut;
      },
      async saveLoggedOut(
        id: string,
        ver: number,
        before: Record<string, number> | undefined,
        after: Record<string, number>,
      ) {
        const account = accounts.get(id);
        if (!account || (account.tokenVersion ?? 0) !== ver) return false;
        if (JSON.stringify(account.loggedOut) !== JSON.stringify(before)) return false;
        account.loggedOut = { ...after };
        return true;
      },
      async setSellerApproved(id: string, approved: boolean) {
        const account = accounts.get(id);
        if (account?.role !== 'seller') return false;
        account.approved = approved;
        return true;
      },
      async setAdminPassword(
        id: string,
        change: { currentHash: string; passwordHash: string; initialPasswordHash: string },
      ) {
        const account = accounts.get(id);
        if (account?.role !== 'admin' || account.passwordHash !== change.currentHash) return undefined;
        Object.assign(account, {
          passwordHash: change.passwordHash,
          isFirstLogin: false,
          initialPasswordHash: change.initialPasswordHash,
          tokenVersion: (account.tokenVersion ?? 0) + 1,
        });
        return account.tokenVersion;
      },
      async detachRestaurant(sellerId: string, restaurantId: string) {
        const account = accounts.get(sellerId);
        if (account?.restaurantId === restaurantId) delete account.restaurantId;
      },
    },
    resetTokens: {
      async saveResetToken(hash: string, owner: { email: string; role: 'customer' | 'seller' }, expiresAtMs: number) {
        resetTokens.set(hash, { ...owner, expiresAtMs });
      },
      async getResetToken(hash: string) {
        return clone(resetTokens.get(hash));
      },
      async resetPasswordWithToken(hash: string, email: string, userId: string, passwordHash: string, now: number) {
        const token = resetTokens.get(hash);
        if (!token || token.email !== email || token.expiresAtMs <= now || !accounts.has(userId)) return false;
        resetTokens.delete(hash);
        const account = accounts.get(userId)!;
        account.passwordHash = passwordHash;
        account.tokenVersion = (account.tokenVersion ?? 0) + 1;
        return true;
      },
    },
    otps: {
      async putOtp(purpose: OtpPurpose, email: string, requestId: string, record: OtpRecord, cooldownStartMs: number) {
        const live = otps.get(otpKey(purpose, email, requestId));
        if (live && live.sentAtMs >= cooldownStartMs) return false;
        otps.set(otpKey(purpose, email, requestId), clone(record));
        return true;
      },
      async getOtp(purpose: OtpPurpose, email: string, requestId: string) {
        return clone(otps.get(otpKey(purpose, email, requestId)));
      },
      async countWrongTry(purpose: OtpPurpose, email: string, requestId: string, maxAttempts: number) {
        const live = otps.get(otpKey(purpose, email, requestId));
        if (!live || live.attempts >= maxAttempts) return undefined;
        return ++live.attempts;
      },
      async deleteOtp(purpose: OtpPurpose, email: string, requestId: string, codeHash?: string, maxAttempts?: number) {
        const key = otpKey(purpose, email, requestId);
        const live = otps.get(key);
        if (codeHash && (!live || live.codeHash !== codeHash || live.attempts >= (maxAttempts ?? 1))) return false;
        otps.delete(key);
        return true;
      },
    },
    restaurants: {
      async getRestaurant(id: string) {
        return clone(restaurants.get(id));
      },
      async setRestaurantHours(id: string, hours: RestaurantRecord['hours'], paused: boolean) {
        const stored = restaurants.get(id);
        if (!stored) return false;
        Object.assign(stored, { hours: clone(hours), paused });
        return true;
      },
      async getRestaurants(ids: readonly string[]) {
        return new Map(ids.flatMap((id) => (restaurants.has(id) ? [[id, clone(restaurants.get(id)!)] as const] : [])));
      },
      async restaurantsInCity(city: string) {
        return clone([...restaurants.values()].filter((r) => r.listed && r.city === city));
      },
      async restaurantsInAnyCity(limit: number) {
        return page(
          [...restaurants.values()].filter((r) => r.listed),
          limit,
        );
      },
      async restaurantsInMarketplace(limit: number) {
        return page([...restaurants.values()], limit);
      },
      async setRestaurantListed(id: string, listed: boolean) {
        const restaurant = restaurants.get(id);
        if (restaurant) restaurant.listed = listed;
      },
      async deleteRestaurantProfile(id: string) {
        return restaurants.delete(id);
      },
      async deleteRestaurantBelongings(id: string) {
        for (const food of [...foods.values()]) if (food.restaurant.id === id) foods.delete(food.id);
      },
    },
    menus: {
      async addDish(record: FoodRecord, read: RestaurantRecord, maxDishes: number) {
        const menu = [...foods.values()].filter((food) => food.restaurant.id === read.id);
        if (menu.length >= maxDishes) return 'full' as const;
        const stored = restaurants.get(read.id);
        if (!stored || stored.listed !== read.listed || stored.name !== read.name || stored.city !== read.city) {
          return 'changed' as const;
        }
        foods.set(record.id, clone(record));
        return 'added' as const;
      },
      async copyRestaurantToDishes(restaurant: RestaurantRecord) {
        const { id, name, city, address, latitude, longitude } = restaurant;
        for (const food of foods.values()) {
          if (food.restaurant.id === id) food.restaurant = { id, name, city, address, latitude, longitude };
        }
        return true;
      },
    },
    sellers: {
      async createSeller(account: AccountRecord, restaurant: RestaurantRecord) {
        if (byEmail(account.email, 'seller')) return false;
        accounts.set(account.id, clone(account));
        restaurants.set(restaurant.id, clone(restaurant));
        return true;
      },
      async saveSellerProfile(change: {
        accountId: string;
        sellerName: string;
        phone: string;
        restaurant: RestaurantRecord;
        read: RestaurantRecord;
      }) {
        const stored = restaurants.get(change.restaurant.id);
        if (!stored || stored.ratingCount !== change.read.ratingCount || stored.name !== change.read.name) return false;
        Object.assign(accounts.get(change.accountId)!, { username: change.sellerName, phoneno: change.phone });
        restaurants.set(stored.id, clone(change.restaurant));
        return true;
      },
      async deleteSeller(seller: AccountRecord, restaurantId: string | undefined) {
        if (!accounts.delete(seller.id)) return false;
        if (restaurantId) restaurants.delete(restaurantId);
        return true;
      },
    },
    dishes: {
      async getFood(id: string) {
        return clone(foods.get(id));
      },
      async getFoods(ids: readonly string[]) {
        return new Map(ids.flatMap((id) => (foods.has(id) ? [[id, clone(foods.get(id)!)] as const] : [])));
      },
      async foodsInCity(city: string) {
        return clone([...foods.values()].filter((f) => f.listed && f.restaurant.city === city));
      },
      async foodsInCityPage(query: CityDishesQuery, limit: number) {
        // Name order only: the data layer's indexes are tested against DynamoDB Local (catalogue-pages.test.ts).
        const listed = [...foods.values()].filter(
          (f) =>
            f.listed &&
            f.restaurant.city === query.city &&
            (!query.category || f.category._id === query.category) &&
            (!query.type || f.foodType === query.type) &&
            (!query.search ||
              f.name.toLowerCase().includes(query.search) ||
              f.restaurant.name.toLowerCase().includes(query.search)),
        );
        return {
          ...page(clone(listed.sort((a, b) => a.name.localeCompare(b.name))), limit),
          cursorAfter: async () => '',
        };
      },
      async categoryTallies(restaurantIds: readonly string[]) {
        const tallies = new Map<string, CategoryTally>();
        for (const id of restaurantIds) tallies.set(id, new Map());
        // A listed restaurant's dishes are all listed once its approval has reached them: the tally counts those.
        for (const { restaurant, category, listed } of foods.values()) {
          const tally = listed ? tallies.get(restaurant.id) : undefined;
          tally?.set(category._id, { cat: category.cat, dishes: (tally.get(category._id)?.dishes ?? 0) + 1 });
        }
        return tallies;
      },
      async categoryTalliesInCity(_city: string, restaurantIds: readonly string[]) {
        return this.categoryTallies(restaurantIds);
      },
      async foodsOfRestaurant(restaurantId: string) {
        return clone([...foods.values()].filter((f) => f.restaurant.id === restaurantId));
      },
      async foodStockOfRestaurant(restaurantId: string) {
        return [...foods.values()]
          .filter((f) => f.restaurant.id === restaurantId)
          .map(({ quantity }) => ({ quantity }));
      },
      async foodsOfRestaurantPage(restaurantId: string, limit: number) {
        return page(clone([...foods.values()].filter((f) => f.restaurant.id === restaurantId)), limit);
      },
      async replaceFood(record: FoodRecord, read: FoodRecord) {
        const stored = foods.get(record.id);
        if (!stored || stored.ratingCount !== read.ratingCount || stored.listed !== read.listed) return false;
        foods.set(record.id, clone(record));
        return true;
      },
      async deleteFood(foodId: string, restaurantId: string) {
        if (foods.get(foodId)?.restaurant.id !== restaurantId) return false;
        return foods.delete(foodId);
      },
      async setFoodsOfRestaurantListed(restaurantId: string, listed: boolean) {
        for (const food of foods.values()) if (food.restaurant.id === restaurantId) food.listed = listed;
      },
    },
    reviews: {
      async reviewsOfFood(foodId: string, limit: number) {
        const own = reviews.filter((r) => r.subject === 'food' && r.subjectId === foodId);
        return page(clone(own.sort((a, b) => b.createdAt.localeCompare(a.createdAt))), limit);
      },
      async writeReview(order: OrderRecord, target: number | 'restaurant', review: ReviewRecord) {
        const stored = orders.get(order.orderId);
        if (!stored || stored.orderStatus !== 'Delivered' || stored.userId !== order.userId) return false;
        const done = target === 'restaurant' ? stored.restaurantReviewed : stored.lines[target]?.reviewed;
        const subject = review.subject === 'food' ? foods.get(review.subjectId) : restaurants.get(review.subjectId);
        if (done !== false || !subject) return false;
        if (target === 'restaurant') stored.restaurantReviewed = true;
        else stored.lines[target]!.reviewed = true;
        subject.ratingSum += review.rating;
        subject.ratingCount += 1;
        reviews.push(clone(review));
        return true;
      },
      async deleteFoodReviews(foodId: string) {
        for (let i = reviews.length - 1; i >= 0; i--) if (reviews[i]!.subjectId === foodId) reviews.splice(i, 1);
      },
    },
    categories: {
      async listCategories() {
        return clone([...categories.values()]);
      },
      async getCategory(id: string) {
        return clone(categories.get(id));
      },
      async insertCategory(category: Category, sellerId: string, maxPerSeller: number) {
        if ([...categories.values()].some((c) => c.cat.toLowerCase() === category.cat.toLowerCase()))
          return 'taken' as const;
        const added = categoriesAdded.get(sellerId) ?? 0;
        if (added >= maxPerSeller) return 'limit' as const;
        categoriesAdded.set(sellerId, added + 1);
        categories.set(category._id, clone(category));
        return 'added' as const;
      },
    },
    carts: {
      async getCart(userId: string) {
        return clone(carts.get(userId) ?? emptyCart());
      },
      async saveCart(userId: string, cart: CartRecord, expectedVersion: number) {
        if ((carts.get(userId)?.version ?? 0) !== expectedVersion) return false;
        carts.set(userId, { ...clone(cart), version: expectedVersion + 1 });
        return true;
      },
      async deleteCart(userId: string, expectedVersion?: number) {
        if (expectedVersion !== undefined && (carts.get(userId)?.version ?? 0) !== expectedVersion) return false;
        carts.delete(userId);
        return true;
      },
    },
    checkouts: {
      async putCheckout(record: CheckoutRecord) {
        checkouts.set(record.paymentIntentId, clone(record));
      },
      async getCheckout(id: string) {
        return clone(checkouts.get(id));
      },
      async claimCheckoutRefund(id: string) {
        const checkout = checkouts.get(id);
        if (checkout?.status !== 'pending') return false;
        checkout.status = 'refunding';
        return true;
      },
      async markCheckoutRefunded(id: string) {
        const checkout = checkouts.get(id);
        if (checkout?.status !== 'refunding') return false;
        checkout.status = 'refunded';
        return true;
      },
      async markCheckoutExpired(id: string) {
        const checkout = checkouts.get(id);
        if (checkout?.status !== 'pending') return false;
        checkout.status = 'expired';
        return true;
      },
    },
    orders: {
      async getOrder(id: string) {
        return clone(orders.get(id));
      },
      /** All or nothing, like the DynamoDB transaction. */
      async writeOrder(checkout: CheckoutRecord, order: OrderRecord) {
        const stored = checkouts.get(checkout.paymentIntentId);
        if (stored?.status !== 'pending') return 'alreadyFulfilled' as const;
        if (orders.has(order.orderId)) return 'orderIdTaken' as const;
        const short = order.lines.some((line) => {
          const food = foods.get(line.foodId);
          return !food?.listed || food.quantity < line.quantity;
        });
        if (short) return 'outOfStock' as const;
        for (const line of order.lines) foods.get(line.foodId)!.quantity -= line.quantity;
        Object.assign(stored, { status: 'fulfilled', orderId: order.orderId });
        orders.set(order.orderId, clone(order));
        carts.delete(order.userId);
        return 'created' as const;
      },
      async ordersOfUser(userId: string, limit: number) {
        return page(clone([...orders.values()].filter((o) => o.userId === userId).reverse()), limit);
      },
      async ordersOfRestaurant(restaurantId: string, limit: number) {
        return page(clone([...orders.values()].filter((o) => o.restaurantId === restaurantId).reverse()), limit);
      },
      async ordersInMarketplace(limit: number) {
        return page(clone([...orders.values()].reverse()), limit);
      },
      async marketplaceOrdersPlacedBetween() {
        return [];
      },
      async waitingOrdersOfRestaurant(restaurantId: string) {
        const waiting = [...orders.values()].filter(
          (o) => o.restaurantId === restaurantId && o.orderStatus === 'Pending' && o.paymentStatus === 'Paid',
        );
        return clone(waiting);
      },
      async countWaitingOrders(restaurantId: string) {
        return [...orders.values()].filter(
          (o) => o.restaurantId === restaurantId && o.orderStatus === 'Pending' && o.paymentStatus === 'Paid',
        ).length;
      },
      async restaurantOrdersPlacedAfter(restaurantId: string, afterIso: string, toIso: string) {
        return clone(
          [...orders.values()].filter(
            (o) => o.restaurantId === restaurantId && o.createdAt > afterIso && o.createdAt <= toIso,
          ),
        );
      },
      /** All or nothing, like the DynamoDB transaction: only while Pending, each restocked dish must still exist. */
      async endOrder({ order, status, cancellation, restock }: OrderEnding) {
        const stored = orders.get(order.orderId);
        if (stored?.orderStatus !== 'Pending' || restock.some((line) => !foods.has(line.foodId))) return false;
        for (const line of restock) foods.get(line.foodId)!.quantity += line.quantity;
        Object.assign(stored, { orderStatus: status, cancellation: clone(cancellation) });
        stored.statusHistory.push({ status, at: cancellation.at });
        return true;
      },
      async markOrderRefunded(id: string) {
        const stored = orders.get(id);
        if (stored?.paymentStatus !== 'Paid') return false;
        stored.paymentStatus = 'Refunded';
        return true;
      },
      async changeOrderStatus(change: { order: OrderRecord; next: OrderRecord['orderStatus']; at: string }) {
        const stored = orders.get(change.order.orderId);
        if (!stored || stored.orderStatus !== change.order.orderStatus) return false;
        stored.orderStatus = change.next;
        stored.statusHistory.push({ status: change.next, at: change.at });
        return true;
      },
    },
    counters: {
      async getMarketplaceCounters() {
        return { totalOrders: 0, deliveredOrders: 0, revenue: 0, totalUsers: 0, totalSellers: 0, totalRestaurants: 0 };
      },
      async restaurantRevenues() {
        return [];
      },
      async marketplaceWeeks() {
        return [];
      },
      async countSellersAwaitingApproval() {
        return [...accounts.values()].filter((a) => a.role === 'seller' && a.verified && !a.approved).length;
      },
    },
    sellerWeeks: {
      async putSellerWeeks(records: readonly SellerWeekRecord[]) {
        weeks.push(...clone(records));
        return { stored: records.length, failed: [] };
      },
      async sellerWeeks(restaurantId: string, from: string, to: string) {
        return clone(weeks.filter((w) => w.restaurantId === restaurantId && w.weekStart >= from && w.weekStart <= to));
      },
    },
    rateCounters: {
      async addHit(counter: CounterKey, windowStart: number) {
        const key = rateKey(counter, windowStart);
        rate.set(key, (rate.get(key) ?? 0) + 1);
        return rate.get(key)!;
      },
      async hitsIn(counter: CounterKey, windowStart: number) {
        return rate.get(rateKey(counter, windowStart)) ?? 0;
      },
      async removeHit(counter: CounterKey, windowStart: number) {
        const key = rateKey(counter, windowStart);
        rate.set(key, (rate.get(key) ?? 0) - 1);
      },
      async clearWindows(counter: CounterKey, starts: readonly number[]) {
        for (const start of starts) rate.delete(rateKey(counter, start));
      },
      async clearEmail(scope: string, emailDigest: string) {
        for (const key of [...rate.keys()]) {
          if (key.includes(`"scope":"${scope}"`) && key.includes(`"emailDigest":"${emailDigest}"`)) rate.delete(key);
        }
      },
    },
    cursors: {
      async encodeCursor(value: unknown) {
        return Buffer.from(JSON.stringify(value)).toString('base64url');
      },
      async decodeCursor<T>(cursor: string | undefined, isValid: (value: unknown) => value is T) {
        if (cursor === undefined) return undefined;
        const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!isValid(value)) throw new Error('Invalid cursor');
        return value;
      },
    },
  };
  return { ports, tables: { accounts, restaurants, foods, carts, checkouts, orders, reviews, categories, otps, rate } };
}

/** The photos bucket, in memory: key -> bytes and type. */
export function fakePhotos() {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const photos: PhotoStore = {
    async uploadForm({ key, contentType }) {
      return { url: 'http://bucket.test/', fields: { key, 'Content-Type': contentType } };
    },
    async read(key) {
      return objects.get(key);
    },
    async exists(key) {
      return objects.has(key);
    },
    async write(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
    async remove(key) {
      objects.delete(key);
    },
  };
  return { photos, objects };
}

/** The photo import with no network: an address it is not given answers as unreachable. */
export function fakePhotoImport(pictures: Record<string, FetchedImage> = {}): PhotoImport {
  return {
    photosUrl: 'https://tiffin.test',
    async fetch(address) {
      return pictures[address] ?? { refused: 'unreachable' };
    },
  };
}

/** Every port, in memory: stores, payments, mail and a clock that stands still until told to move. */
export function fakePorts(clockStart?: string) {
  const { ports, tables } = fakeStores();
  const payments = fakePayments();
  const mailer = fakeMailer();
  const clock = fakeClock(clockStart);
  const tokens = { sign: async (claims: object) => `token:${JSON.stringify(claims)}` };
  const { photos } = fakePhotos();
  const all: Ports = { ...ports, payments, mailer, clock, tokens, photos, photoImport: fakePhotoImport() };
  return { ports: all, tables, payments, mailer, clock };
}

/** A listed restaurant in Bengaluru and its dishes (prices in paise). */
export function seedShop(tables: ReturnType<typeof fakeStores>['tables'], dishes: Partial<FoodRecord>[] = [{}]) {
  const restaurant: RestaurantRecord = {
    id: 'r-1',
    name: 'Dosa Corner',
    image: '',
    address: 'MG Road, Bengaluru',
    city: 'bengaluru',
    description: '',
    latitude: 12.9716,
    longitude: 77.5946,
    sellerId: 'u-seller',
    listed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ratingSum: 0,
    ratingCount: 0,
  };
  tables.restaurants.set(restaurant.id, restaurant);
  const foods = dishes.map((dish, index): FoodRecord => {
    const food: FoodRecord = {
      id: `f-${index + 1}`,
      name: `Dish ${index + 1}`,
      price: 12_000,
      foodType: 'veg',
      category: { _id: 'cat-dosa', cat: 'Dosa', catimg: '' },
      image: '',
      description: '',
      quantity: 10,
      restaurant: restaurantCopy(restaurant),
      listed: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      ratingSum: 0,
      ratingCount: 0,
      ...dish,
    };
    tables.foods.set(food.id, food);
    return food;
  });
  return { restaurant, foods };
}

/** An account with the fields every test would otherwise repeat. */
export function anAccount(overrides: Partial<AccountRecord> & Pick<AccountRecord, 'id'>): AccountRecord {
  return {
    role: 'customer',
    username: 'Asha',
    email: 'asha@example.com',
    phoneno: '9876543210',
    passwordHash: 'x',
    verified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A paid order of one dish of the seeded shop (restaurant r-1), by customer u-1. */
export function anOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId: 'TF-1',
    userId: 'u-1',
    customerName: 'Asha',
    customerEmail: 'asha@example.com',
    restaurantId: 'r-1',
    restaurantName: 'Dosa Corner',
    lines: [{ foodId: 'f-1', name: 'Dish 1', price: 12_000, image: '', quantity: 1, reviewed: false }],
    restaurantReviewed: false,
    shippingInfo: {
      address: '12 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      country: 'India',
      phone: '9876543210',
    },
    remark: '',
    quote: {
      subtotal: 12_000,
      tax: 600,
      cartTotal: 12_600,
      distanceKm: 1,
      deliveryFee: 0,
      discount: 0,
      payable: 12_600,
    },
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
    paymentIntentId: 'pi_1',
    statusHistory: [{ status: 'Pending', at: '2026-11-25T06:00:00.000Z' }],
    createdAt: '2026-11-25T06:00:00.000Z',
    ...overrides,
  };
}
