// `npm run bench -- load`: simulated customers and sellers on the local stack through the real HTTP API for a fixed
// time, across several restaurants: requests per second and p50/p99 per route, errors, transaction conflicts, and
// the marketplace's invariants checked afterwards (any broken one fails the run).
import { randomUUID } from 'node:crypto';
import { startLocalCloud } from '../local/src/cloud.ts';
import { benchCloudPorts } from './ports.ts';
import { LOCAL_STRIPE_KEYS } from '../local/src/stripe-server.ts';
import type { DashboardStats } from '@tiffin/shared/api/admin';
import { CHECKOUT_LIMITS } from '@tiffin/shared/api/route-def';
import { BENGALURU_SHIPPING, payWithTestCard } from './local-shop.ts';
import { ms, type BenchSection } from './report.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 40);
/** Listed seeded Bengaluru restaurants: one delivery pincode serves them all. */
const RESTAURANT_IDS = ['r-blr-udupi', 'r-blr-meghana', 'r-blr-slice'];
const DISHES_PER_RESTAURANT = 2;
const CUSTOMERS = 9;
const STOCK = 1000;
const PRICE_PAISE = 12_000;
const SHIPPING = BENGALURU_SHIPPING;

interface Sample {
  route: string;
  ms: number;
}

export async function run(): Promise<BenchSection[]> {
  const t0 = Date.now();
  const cloud = await startLocalCloud({ ports: await benchCloudPorts(), tableName: 'tiffin-bench-load' });
  console.log(`  local cloud up in ${((Date.now() - t0) / 1000).toFixed(1)} s (${cloud.apiUrl}, in memory, seeded)`);
  try {
    return [await load(cloud)];
  } finally {
    await cloud.stop();
  }
}

async function load(cloud: Awaited<ReturnType<typeof startLocalCloud>>): Promise<BenchSection> {
  const { signToken } = await import('@tiffin/functions/platform/tokens');
  const { lookupPincode } = await import('@tiffin/functions/platform/geo/index');
  const { accountItem, createAccount } = await import('@tiffin/functions/data/accounts');
  const { foodItem } = await import('@tiffin/functions/data/dishes');
  const { getRestaurant } = await import('@tiffin/functions/data/restaurants');
  const { getOrder } = await import('@tiffin/functions/data/orders');
  const { dynamo, tableName, GetCommand } = await import('@tiffin/functions/adapters/dynamo');
  const { keys, partitions } = await import('@tiffin/functions/data/keys');
  const { quote } = await import('@tiffin/shared/pricing');
  const { paiseToRupees } = await import('@tiffin/shared/money');
  const { writeItems } = await import('../local/src/seed.ts');
  const { dashboardInPaise, recountAsDashboard, recountMarketplace } =
    await import('../functions/test/integration/support/recount.ts');

  const api = cloud.apiUrl.replace('localhost', '127.0.0.1');
  const stripeBase = process.env.STRIPE_API_BASE!;
  const write = (items: Record<string, unknown>[]) => writeItems(cloud.dynamoEndpoint, cloud.tableName, items);
  const place = lookupPincode(SHIPPING.pincode)!;

  // The restaurants, fresh dishes with a known stock, and what one unit costs delivered from each.
  const shops = await Promise.all(
    RESTAURANT_IDS.map(async (id) => {
      const restaurant = await getRestaurant(id);
      if (!restaurant?.listed) throw new Error(`${id} is not a listed seeded restaurant`);
      const { name, city, address, latitude, longitude } = restaurant;
      const dishes = Array.from({ length: DISHES_PER_RESTAURANT }, () => `f-bench-load-${randomUUID().slice(0, 8)}`);
      await write(
        dishes.map((dishId) =>
          foodItem({
            id: dishId,
            name: `Bench Load Thali ${dishId.slice(-8)}`,
            price: PRICE_PAISE,
            foodType: 'veg',
            category: { _id: 'cat-thali', cat: 'Thali', catimg: `${api}/images/category/thali.svg` },
            image: `${api}/images/food/veg-thali.svg`,
            description: 'A dish made for the load bench.',
            quantity: STOCK,
            restaurant: { id, name, city, address, latitude, longitude },
            listed: true,
            createdAt: new Date().toISOString(),
            ratingSum: 0,
            ratingCount: 0,
          }),
        ),
      );
      const amount = paiseToRupees(
        quote({
          lines: [{ unitPrice: PRICE_PAISE, quantity: 1 }],
          restaurant: { lat: latitude, lon: longitude },
          delivery: { lat: place.latitude!, lon: place.longitude! },
        }).payable,
      );
      const sellerToken = await signToken({ sub: restaurant.sellerId, role: 'seller' });
      return { id, city: restaurant.city, dishes, amount, sellerToken };
    }),
  );

  // Customers sign up through the account transaction (so the counters count them); an admin past its first login.
  const createdAt = new Date().toISOString();
  let signedUp = 0;
  async function signUpCustomer(): Promise<string> {
    const i = signedUp++;
    const id = `u-bench-load-${randomUUID().slice(0, 8)}`;
    const record = {
      id,
      role: 'customer' as const,
      username: `Load Buyer ${i + 1}`,
      email: `bench.load.${id}@tiffin.local`,
      phoneno: '9000000003',
      passwordHash: 'none',
      verified: true,
      location: { city: 'bengaluru' },
      createdAt,
    };
    if (!(await createAccount(record))) throw new Error('a bench customer could not sign up');
    return signToken({ sub: id, role: 'customer' });
  }
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, signUpCustomer));

  const adminId = `u-bench-load-admin-${randomUUID().slice(0, 8)}`;
  await write([
    accountItem({
      id: adminId,
      role: 'admin',
      username: 'Bench Admin',
      email: `bench.admin.${adminId}@tiffin.local`,
      phoneno: '9000000004',
      passwordHash: 'none',
      verified: true,
      isFirstLogin: false,
      createdAt,
    }),
  ]);
  const adminToken = await signToken({ sub: adminId, role: 'admin' });

  // Every TransactWriteItems the handlers send passes here (they run in this process): a cancellation's reasons say
  // which item of which transaction lost a race (TransactionConflict).
  const conflicts: string[] = [];
  /** Every transaction's items and when it was in flight, to find concurrent ones that meet on an item. */
  const inFlight: { keys: string[]; from: number; to: number }[] = [];
  let transactions = 0;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      transactions++;
      const { body: raw } = args.request as { body?: unknown };
      const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw as Uint8Array);
      type Wire = Record<string, { S: string }>;
      const items = (
        JSON.parse(text) as {
          TransactItems: {
            Put?: { Item: Wire };
            Update?: { Key: Wire };
            Delete?: { Key: Wire };
            ConditionCheck?: { Key: Wire };
          }[];
        }
      ).TransactItems.map((item) => {
        const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
        return `${key?.PK?.S} / ${key?.SK?.S}`;
      });
      const flight = { keys: items, from: performance.now(), to: Infinity };
      inFlight.push(flight);
      try {
        return await next(args);
      } catch (error) {
        const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
        if (name === 'TransactionConflictException') conflicts.push('(whole transaction)');
        CancellationReasons?.forEach((reason, i) => {
          if (reason.Code === 'TransactionConflict') conflicts.push(items[i]!);
        });
        throw error;
      } finally {
        flight.to = performance.now();
      }
    },
    { step: 'deserialize', name: 'benchLoadConflicts', priority: 'high' },
  );

  const samples: Sample[] = [];
  const errors: string[] = [];
  async function call(route: string, method: string, path: string, token?: string, body?: unknown) {
    const started = performance.now();
    const response = await fetch(api + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    samples.push({ route, ms: performance.now() - started });
    if (response.status >= 300) {
      errors.push(`${route} ${response.status} ${String(answer.message)}`);
      return undefined;
    }
    return answer;
  }

  const paid: { paymentIntentId: string; amountPaise: number }[] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const deadline = Date.now() + SECONDS * 1000;

  /**
   * A customer's visits: home, the city's foods, a menu, add to cart, create the payment, pay, verify. Checkout is
   * limited per account (CHECKOUT_LIMITS), so a customer who has used their allowance hands over to a new one.
   */
  async function customer(firstToken: string) {
    let token = firstToken;
    let checkouts = 0;
    while (Date.now() < deadline) {
      if (checkouts === CHECKOUT_LIMITS[0].max) {
        token = await signUpCustomer();
        checkouts = 0;
      }
      const shop = pick(shops);
      if (!(await call('GET /api/restaurant/get', 'GET', `/api/restaurant/get?city=${shop.city}`))) continue;
      if (!(await call('GET /api/foods/get', 'GET', `/api/foods/get?city=${shop.city}`))) continue;
      if (!(await call('GET /api/foods/get/byRestaurant/{id}', 'GET', `/api/foods/get/byRestaurant/${shop.id}`)))
        continue;
      const foodId = pick(shop.dishes);
      if (!(await call('POST /api/cart/add', 'POST', '/api/cart/add', token, { foodId, replace: true }))) continue;
      checkouts++;
      const payment = await call('POST /api/payment/create-order', 'POST', '/api/payment/create-order', token, {
        amount: shop.amount,
        shippingInfo: SHIPPING,
        remark: '',
      });
      if (!payment) continue;
      const paymentIntentId = String(payment.id);
      const started = performance.now();
      const confirmed = await payWithTestCard(stripeBase, paymentIntentId, String(payment.clientSecret));
      const { intent } = confirmed;
      samples.push({ route: 'Stripe confirm (local)', ms: performance.now() - started });
      if (intent.status !== 'succeeded') {
        errors.push(`Stripe confirm ${confirmed.status} ${intent.status}`);
        continue;
      }
      const entry = { paymentIntentId, amountPaise: intent.amount! };
      paid.push(entry);
      await call('POST /api/payment/verify', 'POST', '/api/payment/verify', token, { paymentIntentId });
    }
  }

  /** A seller's shift: list the orders, move each on (Pending -> Preparing -> Delivered). */
  async function seller(shop: (typeof shops)[number]) {
    while (Date.now() < deadline) {
      const page = await call('GET /seller/orders', 'GET', '/seller/orders?limit=20', shop.sellerToken);
      const open = ((page?.items ?? []) as { orderId: string; orderStatus: string }[]).filter(
        (order) =>
          order.orderStatus !== 'Delivered' && order.orderStatus !== 'Rejected' && order.orderStatus !== 'Cancelled',
      );
      for (const order of open) {
        const next = order.orderStatus === 'Pending' ? 'Preparing' : 'Delivered';
        await call(
          'PUT /seller/orders/{id}/status',
          'PUT',
          `/seller/orders/${order.orderId}/status`,
          shop.sellerToken,
          {
            status: next,
          },
        );
      }
      if (open.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  console.log(`  ${CUSTOMERS} customers and ${shops.length} sellers for ${SECONDS} s`);
  const started = performance.now();
  await Promise.all([...customers.map(customer), ...shops.map(seller)]);
  const wall = (performance.now() - started) / 1000;
  const timed = samples.slice();
  // Let the Stripe webhooks land (idempotent: they may only repeat what verify did).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  dynamo.middlewareStack.remove('benchLoadConflicts');

  // Invariants, from the table and from the local Stripe.
  const stockOf = async (foodId: string) =>
    (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.food(foodId), ConsistentRead: true }))).Item
      ?.quantity as number;
  const orderIdOf = async (paymentIntentId: string) =>
    (
      await dynamo.send(
        new GetCommand({ TableName: tableName(), Key: keys.checkout(paymentIntentId), ConsistentRead: true }),
      )
    ).Item?.orderId as string | undefined;
  const orderIds = await Promise.all(paid.map((p) => orderIdOf(p.paymentIntentId)));
  const orders = (await Promise.all(orderIds.filter((id) => id !== undefined).map((id) => getOrder(id)))).filter(
    (order) => order !== undefined,
  );
  const sold = new Map<string, number>();
  for (const order of orders)
    for (const line of order.lines) sold.set(line.foodId, (sold.get(line.foodId) ?? 0) + line.quantity);
  const dishIds = shops.flatMap((shop) => shop.dishes);
  const stocks = await Promise.all(dishIds.map(async (id) => ({ id, stock: await stockOf(id) })));
  const refunds = (
    (await (
      await fetch(`${stripeBase}/v1/refunds`, { headers: { authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}` } })
    ).json()) as { data: { payment_intent: string; amount: number }[] }
  ).data;
  const refundsOf = (pi: string) => refunds.filter((refund) => refund.payment_intent === pi);
  const ordersOf = (pi: string) => orders.filter((order) => order.paymentIntentId === pi);
  const captured = paid.reduce((sum, p) => sum + p.amountPaise, 0);
  const refunded = paid.reduce((sum, p) => sum + refundsOf(p.paymentIntentId).reduce((s, r) => s + r.amount, 0), 0);
  const money = orders.filter((order) => order.paymentStatus === 'Paid').reduce((sum, o) => sum + o.quote.payable, 0);

  const stats = (await call(
    'GET /admin/dashboard/stats',
    'GET',
    '/admin/dashboard/stats',
    adminToken,
  )) as unknown as DashboardStats;
  const recount = await recountMarketplace();
  const shown = dashboardInPaise(stats);
  const counted = recountAsDashboard(recount, stats.revenueByWeek.length);

  // A conflict between orders of different restaurants is one on an item no single restaurant or customer owns.
  const ownedByOne = (key: string) =>
    shops.some(
      (shop) =>
        key.startsWith(`${partitions.restaurantItems(shop.id)} / `) ||
        key === `${keys.marketplaceStatsOfRestaurant(shop.id).PK} / ${keys.marketplaceStatsOfRestaurant(shop.id).SK}` ||
        key === `${keys.restaurantStats(shop.id).PK} / ${keys.restaurantStats(shop.id).SK}` ||
        key.endsWith(`#${shop.id}`) ||
        shop.dishes.some((dish) => key === `${keys.food(dish).PK} / ${keys.food(dish).SK}`),
    ) ||
    key.startsWith(keys.order('').PK) ||
    key.startsWith(keys.checkout('').PK) ||
    key.endsWith(` / ${keys.cart('').SK}`);
  const crossConflicts = conflicts.filter((key) => !ownedByOne(key));
  // DynamoDB Local may serialise what AWS would cancel, so the transactions in flight at the same time are also
  // compared: any item two of them wrote that no single restaurant or customer owns would contend in AWS.
  const shared = new Set<string>();
  const sorted = [...inFlight].sort((a, b) => a.from - b.from);
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      if (b.from >= a.to) break;
      for (const key of a.keys) if (b.keys.includes(key) && !ownedByOne(key)) shared.add(key);
    }
  });

  const placed = orders.length;
  const invariants: [string, boolean][] = [
    [
      `no error answer (${errors.length}${errors.length ? `, first: ${[...new Set(errors)].slice(0, 3).join('; ')}` : ''})`,
      errors.length === 0,
    ],
    [
      `no transaction conflict between orders of different restaurants (${crossConflicts.length} TransactionConflict reasons on a shared item, ${conflicts.length} in all; ${shared.size} shared items written by transactions in flight at once${shared.size ? `: ${[...shared].slice(0, 3).join(', ')}` : ''})`,
      crossConflicts.length === 0 && shared.size === 0,
    ],
    [
      `every dish's stock is never negative and stock + units sold = ${STOCK} (${dishIds.length} dishes)`,
      stocks.every(({ id, stock }) => stock >= 0 && stock + (sold.get(id) ?? 0) === STOCK),
    ],
    [
      `every paid PaymentIntent has exactly one order or one refund (${paid.length} paid, ${placed} orders, ${refunds.length} refunds)`,
      paid.every((p) => ordersOf(p.paymentIntentId).length + refundsOf(p.paymentIntentId).length === 1),
    ],
    [
      `money: the orders' totals equal Stripe's captured minus refunded (₹${paiseToRupees(money)} = ₹${paiseToRupees(captured)} − ₹${paiseToRupees(refunded)})`,
      money === captured - refunded,
    ],
    [
      `the admin's figures equal a recount of the table (${counted.totalOrders} orders, ₹${paiseToRupees(counted.revenue)} delivered, ${counted.totalUsers} customers, ${counted.totalSellers} sellers, ${counted.totalRestaurants} restaurants, 8 weeks' revenue)`,
      JSON.stringify(shown) === JSON.stringify(counted),
    ],
  ];
  const broken = invariants.filter(([, ok]) => !ok);
  for (const error of errors.slice(0, 5)) console.log(`    error: ${error}`);
  for (const key of crossConflicts.slice(0, 5)) console.log(`    conflict: ${key}`);
  if (broken.length) console.log(`    shown ${JSON.stringify(shown)}\n    counted ${JSON.stringify(counted)}`);

  const routes = [...new Set(timed.map((sample) => sample.route))];
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const rows = routes.map((route) => {
    const times = timed
      .filter((sample) => sample.route === route)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return [
      route,
      String(times.length),
      (times.length / wall).toFixed(1),
      ms(quantile(times, 0.5)),
      ms(quantile(times, 0.99)),
    ];
  });
  const all = timed.map((sample) => sample.ms).sort((a, b) => a - b);
  const delivered = orders.filter((order) => order.orderStatus === 'Delivered').length;
  console.log(
    `  ${timed.length} requests in ${wall.toFixed(1)} s, ${placed} orders (${delivered} delivered), ${errors.length} errors, ${conflicts.length} conflicts (${crossConflicts.length} across restaurants) in ${transactions} transactions`,
  );
  return {
    title: 'Marketplace under load',
    intro:
      `${CUSTOMERS} simulated customers (home, the city's foods, a menu, add to cart, create the payment, pay on the ` +
      `local Stripe with the test card, verify; each starts at most ${CHECKOUT_LIMITS[0].max} checkouts, the limit per ` +
      `account, then a new customer takes over: ${signedUp} signed up in all) and the sellers of ${shops.length} restaurants (list their orders, ` +
      `move each on: Preparing, Delivered) for ${SECONDS} s through the real HTTP API of the local stack, ` +
      `${DISHES_PER_RESTAURANT} fresh dishes of ${STOCK} units each per restaurant. Transaction conflicts are counted by ` +
      `an SDK middleware on the data layer's client (the handlers run in the bench's process). The invariants are budgets.`,
    table: [
      ['Route', 'Requests', 'Requests/s', 'p50', 'p99'],
      ...rows,
      [
        'All',
        String(timed.length),
        `**${(timed.length / wall).toFixed(1)}**`,
        ms(quantile(all, 0.5)),
        ms(quantile(all, 0.99)),
      ],
    ],
    budgets: [
      {
        name: `Load: errors, conflicts across restaurants, invariants (${SECONDS} s)`,
        limit: '0 / 0 / all hold',
        measured: broken.length
          ? `broken: ${broken.map(([name]) => name).join('; ')}`
          : `${errors.length} / ${crossConflicts.length + shared.size} / held (${placed} orders, ${delivered} delivered)`,
        ok: broken.length === 0,
      },
    ],
    notes: [
      ...invariants.map(([name, ok]) => `${ok ? 'Holds' : '**Broken**'}: ${name}.`),
      `${placed} orders placed (${(placed / wall).toFixed(1)}/s), ${delivered} delivered within the run; ${transactions} transactions, ` +
        `${conflicts.length} TransactionConflict reasons seen (retried by the data layer), ${crossConflicts.length} on an item not owned by one restaurant or customer; ` +
        `${shared.size} such items written by two transactions in flight at once. DynamoDB Local reported no TransactionConflict even with every order on one counter item ` +
        `(a check run of this bench with that item), so the overlap count is the figure that would show contention.`,
      'Wall-clock latency from the bench process on the same two cores as DynamoDB Local, the gateway and Stripe: compare runs, not clouds.',
    ],
  };
}
