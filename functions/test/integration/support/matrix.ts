import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { OrderStatus } from '@tiffin/shared/api/orders';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { paiseToRupees, type Paise } from '@tiffin/shared/money';
import { quote } from '@tiffin/shared/pricing';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { accountItem, emailItem } from '#data/accounts';
import type { AccountRecord } from '#domain/model';
import { foodItem } from '#data/dishes';
import { restaurantItem } from '#data/restaurants';
import type { FoodRecord, RestaurantRecord } from '#domain/model';
import { keys, rateKeys } from '#data/keys';
import { orderItem, waitingOrderItem } from '#data/orders';
import type { OrderRecord } from '#domain/model';
import { lookupPincode } from '#platform/geo/index';
import type { AccountRole } from '#platform/tokens';
import { tokenFor } from './api.ts';
import { addNumbers, allItems, deleteItem, getItem, putItem } from './table.ts';

/**
 * The people of the authorization matrix and the things they own, written straight into the shared
 * table under fresh ids in a city no other test uses (Bhopal), so no other test file sees them.
 */

export const CALLERS = [
  'anonymous',
  'customerA',
  'customerB',
  'pendingSeller',
  'sellerA',
  'sellerB',
  'firstLoginAdmin',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export const CALLER_NAMES: Record<Caller, string> = {
  anonymous: 'anonymous',
  customerA: 'customer A',
  customerB: 'customer B',
  pendingSeller: 'a pending seller',
  sellerA: 'seller A',
  sellerB: 'seller B',
  firstLoginAdmin: 'an admin before the first password change',
  admin: 'the admin',
};

/** What one cell of the matrix expects: a status, and for the two special refusals their code and text. */
export interface Expected {
  status: number;
  code?: string;
  message?: string;
}
export type Cell = number | Expected;
/** One expectation per caller, in the order of CALLERS. */
export type Cells = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

/** A seller the admin has not approved (yet), on any seller route. */
export const NA: Expected = {
  status: 403,
  code: 'SELLER_NOT_APPROVED',
  message: 'Your seller account is not approved. Please wait for the admin to approve it.',
};
/** An admin who has not changed the initial password, on any admin route but the change itself. */
export const PW: Expected = { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Password change required' };

export const expectedOf = (cell: Cell): Expected => (typeof cell === 'number' ? { status: cell } : cell);

export const PASSWORD = 'Matrix@123';
/**
 * The stored hash names its own scrypt cost and the login verifies with that cost, so the matrix's
 * accounts carry a cheap one: the login cells test who may log in, not scrypt's strength.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const salt = randomBytes(16);
const passwordHash = [
  'scrypt',
  CHEAP.N,
  CHEAP.r,
  CHEAP.p,
  salt.toString('base64url'),
  scryptSync(PASSWORD.normalize('NFKC'), salt, 32, CHEAP).toString('base64url'),
].join('$');

export const CITY = {
  city: 'bhopal',
  address: 'MP Nagar, Bhopal, Madhya Pradesh 462011',
  latitude: 23.2599,
  longitude: 77.4126,
} as const;
const CATEGORY = { _id: 'cat-dosa', cat: 'Dosa', catimg: 'http://localhost/images/category/dosa.svg' };

export const tag = () => randomUUID().slice(0, 8);

export interface Identity {
  id: string;
  role: AccountRole;
  email: string;
  token: string;
}
export interface SellerIdentity extends Identity {
  restaurant: RestaurantRecord;
}

async function newAccount(
  role: AccountRole,
  extra: Partial<AccountRecord> = {},
): Promise<Omit<Identity, 'token'> & { record: AccountRecord }> {
  const t = tag();
  const record: AccountRecord = {
    id: `u-mx-${role}-${t}`,
    role,
    username: `Matrix ${role} ${t}`,
    email: `mx-${role}-${t}@example.com`,
    phoneno: '9876543210',
    passwordHash,
    verified: true,
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await putItem(accountItem(record));
  await putItem(emailItem(record));
  return { id: record.id, role, email: record.email, record };
}

export async function newCustomer(): Promise<Identity> {
  const account = await newAccount('customer');
  // What the sign-up's transaction adds to the counters.
  await addNumbers(keys.marketplaceStats(), { totalUsers: 1 });
  return { ...account, token: await tokenFor('customer', account.id) };
}

export async function newAdmin({ firstLogin }: { firstLogin: boolean }): Promise<Identity> {
  const account = await newAccount('admin', { isFirstLogin: firstLogin });
  return { ...account, token: await tokenFor('admin', account.id) };
}

/** A seller with a restaurant in Bhopal, listed while the seller is approved. */
export async function newSeller({ approved }: { approved: boolean }): Promise<SellerIdentity> {
  const t = tag();
  const restaurantId = `r-mx-${t}`;
  const account = await newAccount('seller', { approved, restaurantId });
  const restaurant: RestaurantRecord = {
    id: restaurantId,
    name: `Matrix Kitchen ${t}`,
    image: '',
    description: 'A restaurant made for the authorization matrix',
    ...CITY,
    sellerId: account.id,
    listed: approved,
    createdAt: account.record.createdAt,
    ratingSum: 0,
    ratingCount: 0,
  };
  await putItem(restaurantItem(restaurant));
  await addNumbers(keys.marketplaceStats(), { totalSellers: 1, totalRestaurants: 1 });
  return { ...account, restaurant, token: await tokenFor('seller', account.id) };
}

/** A fresh identity of the caller's kind, for a cell whose call changes the caller itself. */
export async function freshIdentity(caller: Caller): Promise<Identity | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'customerA':
    case 'customerB':
      return newCustomer();
    case 'pendingSeller':
      return newSeller({ approved: false });
    case 'sellerA':
    case 'sellerB':
      return newSeller({ approved: true });
    case 'firstLoginAdmin':
      return newAdmin({ firstLogin: true });
    case 'admin':
      return newAdmin({ firstLogin: false });
  }
}

export async function newDish(restaurant: RestaurantRecord, { quantity = 1000, price = 15_000 } = {}) {
  const id = `f-mx-${tag()}`;
  const { name, city, address, latitude, longitude } = restaurant;
  const record: FoodRecord = {
    id,
    name: `Matrix Dish ${id}`,
    price,
    foodType: 'veg',
    category: CATEGORY,
    image: '',
    description: 'A dish made for the authorization matrix',
    quantity,
    restaurant: { id: restaurant.id, name, city, address, latitude, longitude },
    listed: restaurant.listed,
    createdAt: new Date().toISOString(),
    ratingSum: 0,
    ratingCount: 0,
  };
  await putItem(foodItem(record));
  return record;
}

/** A paid order of the customer at the restaurant, as the order writes leave it. */
export async function newOrder(input: {
  customer: Identity;
  restaurant: RestaurantRecord;
  dish: FoodRecord;
  status: OrderStatus;
  shippingInfo: ShippingInfo;
}): Promise<OrderRecord> {
  const orderId = `TF-MX${tag().toUpperCase()}`;
  const createdAt = new Date().toISOString();
  const price = input.dish.price;
  const record: OrderRecord = {
    orderId,
    userId: input.customer.id,
    customerName: 'Matrix Customer',
    customerEmail: input.customer.email,
    restaurantId: input.restaurant.id,
    restaurantName: input.restaurant.name,
    lines: [{ foodId: input.dish.id, name: input.dish.name, price, image: '', quantity: 1, reviewed: false }],
    restaurantReviewed: false,
    shippingInfo: input.shippingInfo,
    remark: '',
    quote: {
      subtotal: price,
      tax: Math.round(price * 0.05),
      cartTotal: price + Math.round(price * 0.05),
      distanceKm: 2,
      deliveryFee: 0,
      discount: 0,
      payable: price,
    },
    orderStatus: input.status,
    paymentStatus: 'Paid',
    paymentIntentId: `pi_mx_${orderId.replace(/-/g, '')}`,
    statusHistory: [{ status: input.status, at: createdAt }],
    createdAt,
  };
  await putItem(orderItem(record));
  if (record.orderStatus === 'Pending') await putItem(waitingOrderItem(record));
  await addNumbers(keys.marketplaceStats(), { totalOrders: 1 });
  return record;
}

/** Sets a customer's cart to exactly these lines (an empty list removes it). */
export async function setCart(userId: string, restaurantId: string, lines: { foodId: string; quantity: number }[]) {
  if (lines.length === 0) return deleteItem(keys.cart(userId));
  await putItem({
    ...keys.cart(userId),
    entity: 'Cart',
    restaurantId,
    lines,
    version: 1,
    updatedAt: new Date().toISOString(),
  });
}

/** This week's figures for a restaurant, as the weekly stats job stores them. */
export async function storeThisWeek(restaurantId: string, totalWeeklyOrders: number) {
  const now = new Date();
  const weekStart = indiaDate(startOfIndiaWeek(now));
  await putItem({
    ...keys.sellerWeek(restaurantId, weekStart),
    entity: 'SellerWeek',
    restaurantId,
    weekStart,
    from: startOfIndiaWeek(now).toISOString(),
    to: now.toISOString(),
    today: indiaDate(now),
    totalWeeklyOrders,
    totalDelivered: 0,
    revenue: 0,
    todayOrders: 0,
    totalFoodItems: 0,
    outOfStock: 0,
    computedAt: now.toISOString(),
  });
}

/** What the confirm page shows as payable (rupees) for these lines delivered to `pincode`. */
export function payableFor(restaurant: RestaurantRecord, lines: { price: Paise; quantity: number }[], pincode: string) {
  const place = lookupPincode(pincode)!;
  return paiseToRupees(
    quote({
      lines: lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
      restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
      delivery: { lat: place.latitude!, lon: place.longitude! },
    }).payable,
  );
}

/** Every item of the table but the rate-limit counters, comparable before and after a call. */
export async function tableSnapshot(): Promise<string[]> {
  return (await allItems())
    .filter((item) => !String(item.PK).startsWith(rateKeys.prefix))
    .map((item) => JSON.stringify(item))
    .sort();
}

export type Key = { PK: string; SK: string };
export const readItems = (itemKeys: readonly Key[]) => Promise.all(itemKeys.map((key) => getItem(key)));

export interface SendOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One HTTP call to the local gateway, with any headers (the webhook's signature). */
export async function send<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: SendOptions = {},
) {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The fixed cast of the matrix and what they own; each cell makes fresh targets it could use up. */
export interface World {
  customerA: Identity;
  customerB: Identity;
  pendingSeller: SellerIdentity;
  sellerA: SellerIdentity;
  sellerB: SellerIdentity;
  firstLoginAdmin: Identity;
  admin: Identity;
  /** Seller A's dish that sits in customer A's cart (never in customer B's). */
  cartDish: FoodRecord;
  /** Seller A's dish with plenty of stock, for adding to carts. */
  shopDish: FoodRecord;
  /** The pending seller's dish: unlisted, so nobody's catalogue shows it. */
  pendingDish: FoodRecord;
  /** Customer A's address, on every order of customer A. */
  shippingOfA: ShippingInfo;
  /** Customer A's order at seller A's restaurant. */
  orderOfA: OrderRecord;
}

export async function buildWorld(): Promise<World> {
  const [customerA, customerB] = [await newCustomer(), await newCustomer()];
  const pendingSeller = await newSeller({ approved: false });
  const [sellerA, sellerB] = [await newSeller({ approved: true }), await newSeller({ approved: true })];
  const firstLoginAdmin = await newAdmin({ firstLogin: true });
  const admin = await newAdmin({ firstLogin: false });
  const cartDish = await newDish(sellerA.restaurant);
  const shopDish = await newDish(sellerA.restaurant, { quantity: 100_000 });
  const pendingDish = await newDish(pendingSeller.restaurant);
  await setCart(customerA.id, sellerA.restaurant.id, [{ foodId: cartDish.id, quantity: 2 }]);
  const shippingOfA: ShippingInfo = {
    address: `${tag()} Secret Lane, Arera Colony`,
    city: 'Bhopal',
    pincode: '462001',
    country: 'India',
    phone: '9876543210',
  };
  const orderOfA = await newOrder({
    customer: customerA,
    restaurant: sellerA.restaurant,
    dish: cartDish,
    status: 'Pending',
    shippingInfo: shippingOfA,
  });
  await storeThisWeek(sellerA.restaurant.id, 7);
  return {
    customerA,
    customerB,
    pendingSeller,
    sellerA,
    sellerB,
    firstLoginAdmin,
    admin,
    cartDish,
    shopDish,
    pendingDish,
    shippingOfA,
    orderOfA,
  };
}

export const identityOf = (world: World, caller: Caller): Identity | undefined =>
  caller === 'anonymous' ? undefined : world[caller];

/** A delivery address in Bhopal, where the sellers made here are: what a checkout's shipping form sends. */
export const BHOPAL_SHIPPING = {
  address: '12 Lake View Road',
  city: 'Bhopal',
  pincode: '462001',
  country: 'India',
  phone: '9876543210',
};
