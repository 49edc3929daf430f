import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@tiffin/shared/api/admin';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { paiseToRupees } from '@tiffin/shared/money';
import { dynamo } from '#adapters/dynamo';
import { createAccount } from '#data/accounts';
import { putCheckout } from '#data/checkouts';
import { changeOrderStatus, writeOrder } from '#data/orders';
import { deleteRestaurantProfile } from '#data/restaurants';
import { createSeller, deleteSeller } from '#data/sellers';
import type { AccountRecord, FoodRecord, OrderRecord, RestaurantRecord } from '#domain/model';
import { tokenFor } from './support/api.ts';
import { BHOPAL_SHIPPING, CITY } from './support/people.ts';
import { newDish } from './support/records.ts';
import { dashboardInPaise, recountAsDashboard, recountMarketplace, type Recount } from './support/recount.ts';
import { useStack } from './support/stack.ts';

/**
 * The admin's marketplace figures are kept by the writes themselves, spread so that no one item is written by every
 * order or sign-up: they must still add up to what the table holds, and orders of different restaurants must never
 * meet on an item (one item takes a bounded number of writes a second, and transactions on it conflict).
 */

const { api } = await useStack();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenFor('admin');
});

const tag = () => randomUUID().slice(0, 8);

function account(role: 'customer' | 'seller', extra: Partial<AccountRecord> = {}): AccountRecord {
  const t = tag();
  return {
    id: `u-fig-${role}-${t}`,
    role,
    username: `Figures ${role} ${t}`,
    email: `fig-${role}-${t}@example.com`,
    phoneno: '9876543210',
    passwordHash: 'scrypt$1024$8$1$x$y',
    verified: true,
    createdAt: new Date().toISOString(),
    ...extra,
  };
}

/** A seller's sign-up through the data layer's own transaction, approved and listed. */
async function signUpSeller() {
  const restaurantId = `r-fig-${tag()}`;
  const seller = account('seller', { approved: true, restaurantId });
  const restaurant: RestaurantRecord = {
    id: restaurantId,
    name: `Figures Kitchen ${restaurantId}`,
    image: '',
    description: 'A restaurant made for the marketplace figures',
    ...CITY,
    sellerId: seller.id,
    listed: true,
    createdAt: seller.createdAt,
    ratingSum: 0,
    ratingCount: 0,
  };
  expect(await createSeller(seller, restaurant)).toBe(true);
  return { seller, restaurant };
}

/** A paid checkout of one unit of the dish, then the order's transaction, as verify runs it. */
async function placeOrder(customer: AccountRecord, restaurant: RestaurantRecord, dish: FoodRecord, payable: number) {
  const createdAt = new Date().toISOString();
  const orderId = `TF-FIG${tag().toUpperCase()}`;
  const line = { foodId: dish.id, name: dish.name, price: dish.price, image: '', quantity: 1, reviewed: false };
  const quote = { subtotal: payable, tax: 0, cartTotal: payable, distanceKm: 1, deliveryFee: 0, discount: 0, payable };
  const paymentIntentId = `pi_fig_${tag()}`;
  const common = {
    userId: customer.id,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    lines: [line],
    shippingInfo: BHOPAL_SHIPPING,
    remark: '',
    quote,
    createdAt,
  };
  await putCheckout({ ...common, paymentIntentId, status: 'pending' });
  const order: OrderRecord = {
    ...common,
    orderId,
    customerName: customer.username,
    customerEmail: customer.email,
    restaurantReviewed: false,
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
    paymentIntentId,
    statusHistory: [{ status: 'Pending', at: createdAt }],
  };
  expect(await writeOrder({ ...common, paymentIntentId, status: 'pending' }, order)).toBe('created');
  return order;
}

/** Pending, Preparing, Delivered, each through the status transaction. */
async function deliver(order: OrderRecord, restaurantName: string) {
  let current = order;
  for (const next of ['Preparing', 'Delivered'] as const) {
    const at = new Date().toISOString();
    const deliveryWeek = indiaDate(startOfIndiaWeek(new Date(at)));
    expect(await changeOrderStatus({ order: current, next, at, deliveryWeek, restaurantName })).toBe(true);
    current = { ...current, orderStatus: next, statusHistory: [...current.statusHistory, { status: next, at }] };
  }
}

const dashboard = async () => (await api.call<DashboardStats>('admin/stats', { token: adminToken })).body;

const asCounted = dashboardInPaise;
const ofRecount = (recount: Recount) => recountAsDashboard(recount, 8);
/** What changed between two readings of the same figures. */
function change(before: ReturnType<typeof ofRecount>, after: ReturnType<typeof ofRecount>) {
  return {
    totalOrders: after.totalOrders - before.totalOrders,
    revenue: after.revenue - before.revenue,
    totalUsers: after.totalUsers - before.totalUsers,
    totalSellers: after.totalSellers - before.totalSellers,
    totalRestaurants: after.totalRestaurants - before.totalRestaurants,
    trend: after.trend.map((week, i) => week.revenue - before.trend[i]!.revenue),
  };
}

/** The (PK, SK) of every item each TransactWriteItems of the data layer writes or checks, as sent on the wire. */
function watchTransactions() {
  const name = `watchTransactions${tag()}`;
  const seen: string[][] = [];
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        const { body: raw } = args.request as { body?: unknown };
        const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw as Uint8Array);
        type Wire = Record<string, { S: string }>;
        const body = JSON.parse(text) as {
          TransactItems: {
            Put?: { Item: Wire };
            Update?: { Key: Wire };
            Delete?: { Key: Wire };
            ConditionCheck?: { Key: Wire };
          }[];
        };
        seen.push(
          body.TransactItems.map((item) => {
            const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
            return `${key!.PK!.S} / ${key!.SK!.S}`;
          }),
        );
      }
      return next(args);
    },
    { step: 'deserialize', name, priority: 'high' },
  );
  return { seen, remove: () => void dynamo.middlewareStack.remove(name) };
}

let watching: ReturnType<typeof watchTransactions> | undefined;
afterEach(() => watching?.remove());

describe('marketplace figures', () => {
  it("the admin's figures equal a recount of the table after many concurrent orders, deliveries, sign-ups and deletions", async () => {
    const shops = await Promise.all(Array.from({ length: 4 }, () => signUpSeller()));
    const dishes = await Promise.all(shops.map(({ restaurant }) => newDish(restaurant, { quantity: 1000 })));
    const customers = Array.from({ length: 6 }, () => account('customer'));
    for (const customer of customers) expect(await createAccount(customer)).toBe(true);
    const countedBefore = ofRecount(await recountMarketplace());
    const shownBefore = asCounted(await dashboard());

    // Everything at once: 16 orders over 4 restaurants (half delivered), 5 sign-ups of each kind, 3 sellers and a
    // restaurant deleted.
    const leaving = await Promise.all(Array.from({ length: 3 }, () => signUpSeller()));
    const closing = await signUpSeller();
    const countedMid = ofRecount(await recountMarketplace());
    const shownMid = asCounted(await dashboard());
    expect(change(countedBefore, countedMid)).toEqual(change(shownBefore, shownMid));

    await Promise.all([
      ...Array.from({ length: 16 }, async (_, i) => {
        const shop = shops[i % shops.length]!;
        const order = await placeOrder(
          customers[i % customers.length]!,
          shop.restaurant,
          dishes[i % shops.length]!,
          10_000 + i * 37,
        );
        if (i % 2 === 0) await deliver(order, shop.restaurant.name);
      }),
      ...Array.from({ length: 5 }, () => createAccount(account('customer'))),
      ...Array.from({ length: 5 }, () => signUpSeller()),
      ...leaving.map(({ seller, restaurant }) => deleteSeller(seller, restaurant.id)),
      deleteRestaurantProfile(closing.restaurant.id),
    ]);

    const countedAfter = ofRecount(await recountMarketplace());
    const shownAfter = asCounted(await dashboard());
    expect(change(countedMid, countedAfter)).toEqual(change(shownMid, shownAfter));
    expect(change(countedMid, countedAfter)).toMatchObject({
      totalOrders: 16,
      totalUsers: 5,
      totalSellers: 2,
      totalRestaurants: 1,
    });
  });

  it('two orders of different restaurants placed at once write no common item', async () => {
    const [a, b] = await Promise.all([signUpSeller(), signUpSeller()]);
    const [dishA, dishB] = await Promise.all([newDish(a!.restaurant), newDish(b!.restaurant)]);
    const [alice, bob] = [account('customer'), account('customer')];
    expect(await createAccount(alice)).toBe(true);
    expect(await createAccount(bob)).toBe(true);

    watching = watchTransactions();
    const [orderA, orderB] = await Promise.all([
      placeOrder(alice, a!.restaurant, dishA, 20_000),
      placeOrder(bob, b!.restaurant, dishB, 30_000),
    ]);
    expect(watching.seen).toHaveLength(2);
    const [first, second] = watching.seen as [string[], string[]];
    expect(first.filter((key) => second.includes(key))).toEqual([]);

    // Their deliveries at once meet on no item either.
    watching.seen.length = 0;
    await Promise.all([deliver(orderA, a!.restaurant.name), deliver(orderB, b!.restaurant.name)]);
    const written = watching.seen.map((keys) => new Set(keys));
    const ofA = written.filter((keys) => [...keys].some((key) => key.includes(orderA.orderId)));
    const ofB = written.filter((keys) => [...keys].some((key) => key.includes(orderB.orderId)));
    expect(ofA).toHaveLength(2);
    expect(ofB).toHaveLength(2);
    const keysOfA = new Set(ofA.flatMap((keys) => [...keys]));
    expect(ofB.flatMap((keys) => [...keys]).filter((key) => keysOfA.has(key))).toEqual([]);
  });

  it('a customer sign-up and an order placed at once write no common item', async () => {
    const { restaurant } = await signUpSeller();
    const dish = await newDish(restaurant);
    const buyer = account('customer');
    expect(await createAccount(buyer)).toBe(true);
    watching = watchTransactions();
    await Promise.all([placeOrder(buyer, restaurant, dish, 12_000), createAccount(account('customer'))]);
    const [first, second] = watching.seen as [string[], string[]];
    expect(first.filter((key) => second.includes(key))).toEqual([]);
  });
});

describe('figures kept in one item by an older deployment', () => {
  it('still count: the figures read add the old marketplace item to the spread ones', async () => {
    const { addNumbers } = await import('./support/table.ts');
    const { keys } = await import('#data/keys');
    const before = await dashboard();
    await addNumbers(keys.marketplaceStats(), { totalOrders: 3, deliveredOrders: 1, revenue: 4_500, totalUsers: 2 });
    const after = await dashboard();
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(4_500);
    expect(paiseToRupees(4_500)).toBe(45);
    await addNumbers(keys.marketplaceStats(), {
      totalOrders: -3,
      deliveredOrders: -1,
      revenue: -4_500,
      totalUsers: -2,
    });
  });
});
