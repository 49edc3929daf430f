// Section 3: 50 buyers race for the last 10 units of one dish through the real HTTP API and the local Stripe,
// against the same flow run by one buyer, one order after the other, with plenty of stock.
import { randomUUID } from 'node:crypto';
import type { LocalCloud } from '../local/src/cloud.ts';
import { LOCAL_STRIPE_KEYS } from '../local/src/stripe-server.ts';
import { BENGALURU_SHIPPING, payWithTestCard } from './local-shop.ts';
import { ratio, type BenchSection } from './report.ts';

const BUYERS = 50;
const STOCK = 10;
const SEQUENTIAL_ORDERS = 10;
/** A seeded Bengaluru restaurant; the bench's dishes are fresh, so its seeded menu is untouched. */
const RESTAURANT_ID = 'r-blr-meghana';
const PRICE_PAISE = 15_000;
const SHIPPING = BENGALURU_SHIPPING;

type Outcome =
  | { kind: 'placed'; paymentIntentId: string; orderId: string }
  | { kind: 'refusedAtCart' | 'refusedAtCheckout'; code: string }
  | { kind: 'refunded'; paymentIntentId: string }
  | { kind: 'error'; detail: string };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function checkoutRace(cloud: LocalCloud): Promise<BenchSection> {
  const { signToken } = await import('@tiffin/functions/platform/tokens');
  const { hashPassword } = await import('@tiffin/functions/platform/passwords');
  const { lookupPincode } = await import('@tiffin/functions/platform/geo/index');
  const { accountItem, emailItem } = await import('@tiffin/functions/data/accounts');
  const { foodItem } = await import('@tiffin/functions/data/dishes');
  const { getRestaurant } = await import('@tiffin/functions/data/restaurants');
  const { dynamo, tableName, GetCommand, QueryCommand } = await import('@tiffin/functions/adapters/dynamo');
  const { keys, partitions, prefixes } = await import('@tiffin/functions/data/keys');
  const { quote } = await import('@tiffin/shared/pricing');
  const { paiseToRupees } = await import('@tiffin/shared/money');
  const { writeItems } = await import('../local/src/seed.ts');

  const api = cloud.apiUrl.replace('localhost', '127.0.0.1');
  const stripeBase = process.env.STRIPE_API_BASE!;
  const restaurant = await getRestaurant(RESTAURANT_ID);
  if (!restaurant?.listed) throw new Error(`${RESTAURANT_ID} is not a listed seeded restaurant`);
  const write = (items: Record<string, unknown>[]) => writeItems(cloud.dynamoEndpoint, cloud.tableName, items);

  async function newDish(stock: number) {
    const id = `f-bench-race-${randomUUID().slice(0, 8)}`;
    const { id: rid, name, city, address, latitude, longitude } = restaurant!;
    await write([
      foodItem({
        id,
        name: `Bench Race Biryani ${id.slice(-8)}`,
        price: PRICE_PAISE,
        foodType: 'non-veg',
        category: { _id: 'cat-biryani', cat: 'Biryani', catimg: `${api}/images/category/biryani.svg` },
        image: `${api}/images/food/chicken-biryani.svg`,
        description: 'A dish made for the checkout bench.',
        quantity: stock,
        restaurant: { id: rid, name, city, address, latitude, longitude },
        listed: true,
        createdAt: new Date().toISOString(),
        ratingSum: 0,
        ratingCount: 0,
      }),
    ]);
    return id;
  }

  /** Fresh customer accounts (one scrypt hash shared: nobody logs in), with their tokens. */
  const passwordHash = await hashPassword(`Bench@${randomUUID()}`);
  async function newBuyers(count: number, tag: string) {
    const createdAt = new Date().toISOString();
    const records = Array.from({ length: count }, (_, i) => ({
      id: `u-bench-${tag}-${i + 1}`,
      role: 'customer' as const,
      username: `Bench Buyer ${i + 1}`,
      email: `bench.${tag}.${i + 1}@tiffin.local`,
      phoneno: `90000${String(10_000 + i).slice(-5)}`,
      passwordHash,
      verified: true,
      location: { city: 'bengaluru' },
      createdAt,
    }));
    await write(records.flatMap((record) => [accountItem(record), emailItem(record)]));
    return Promise.all(records.map((record) => signToken({ sub: record.id, role: 'customer' })));
  }

  const place = lookupPincode(SHIPPING.pincode)!;
  const amount = paiseToRupees(
    quote({
      lines: [{ unitPrice: PRICE_PAISE, quantity: 1 }],
      restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
      delivery: { lat: place.latitude!, lon: place.longitude! },
    }).payable,
  );

  async function call(method: string, path: string, token: string, body: unknown): Promise<Answer> {
    const response = await fetch(api + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The browser's whole checkout: add to cart, create the payment, pay on Stripe with the test card, verify. */
  async function buy(token: string, foodId: string): Promise<Outcome> {
    const added = await call('POST', '/api/cart/add', token, { foodId });
    if (added.status === 409) return { kind: 'refusedAtCart', code: String(added.body.code) };
    if (added.status !== 200) return { kind: 'error', detail: `cart add ${added.status} ${added.body.message}` };
    const payment = await call('POST', '/api/payment/create-order', token, {
      amount,
      shippingInfo: SHIPPING,
      remark: '',
    });
    if (payment.status === 409) return { kind: 'refusedAtCheckout', code: String(payment.body.code) };
    if (payment.status !== 201)
      return { kind: 'error', detail: `create-order ${payment.status} ${payment.body.message}` };
    const paymentIntentId = String(payment.body.id);
    const paid = await payWithTestCard(stripeBase, paymentIntentId, String(payment.body.clientSecret));
    const { intent } = paid;
    if (paid.status !== 200 || intent.status !== 'succeeded')
      return { kind: 'error', detail: `Stripe confirm ${paid.status} ${intent.status}` };
    const verified = await call('POST', '/api/payment/verify', token, { paymentIntentId });
    if (verified.status === 200)
      return { kind: 'placed', paymentIntentId, orderId: String((verified.body.order as { orderId: string }).orderId) };
    if (verified.status === 409 && verified.body.code === 'STOCK_RAN_OUT') return { kind: 'refunded', paymentIntentId };
    return { kind: 'error', detail: `verify ${verified.status} ${verified.body.message}` };
  }

  const stockOf = async (foodId: string) =>
    (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.food(foodId), ConsistentRead: true }))).Item
      ?.quantity as number;

  /** The restaurant's orders holding the dish (GSI2, the seller's orders query, every page). */
  async function ordersWith(foodId: string) {
    const orders: { orderId: string; paymentIntentId: string; lines: { foodId: string; quantity: number }[] }[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
          ExpressionAttributeValues: { ':pk': partitions.restaurant(RESTAURANT_ID), ':prefix': prefixes.order },
          ExclusiveStartKey,
        }),
      );
      orders.push(...((page.Items ?? []) as typeof orders));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return orders.filter((order) => order.lines.some((line) => line.foodId === foodId));
  }

  const checkoutStatus = async (paymentIntentId: string) =>
    (
      await dynamo.send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.checkout(paymentIntentId),
          ConsistentRead: true,
        }),
      )
    ).Item?.status as string | undefined;

  // Warm-up: one whole checkout, untimed (first use of the Stripe SDK, the payment handlers' code paths).
  const [warmBuyer] = await newBuyers(1, 'warm');
  const warm = await buy(warmBuyer!, await newDish(5));
  if (warm.kind !== 'placed') throw new Error(`warm-up checkout failed: ${JSON.stringify(warm)}`);

  // Baseline: one buyer, plenty of stock, one order after the other.
  const [soloBuyer] = await newBuyers(1, 'solo');
  const soloDish = await newDish(1000);
  const soloStart = performance.now();
  const solo: Outcome[] = [];
  for (let i = 0; i < SEQUENTIAL_ORDERS; i++) solo.push(await buy(soloBuyer!, soloDish));
  const soloSeconds = (performance.now() - soloStart) / 1000;
  const soloPlaced = solo.filter((outcome) => outcome.kind === 'placed').length;
  console.log(`  sequential: ${soloPlaced} orders in ${soloSeconds.toFixed(2)} s`);

  // The race: every buyer starts at once.
  const raceDish = await newDish(STOCK);
  const buyers = await newBuyers(BUYERS, `race-${randomUUID().slice(0, 6)}`);
  const raceStart = performance.now();
  const outcomes = await Promise.all(
    buyers.map((token) =>
      buy(token, raceDish).catch((error: unknown): Outcome => ({ kind: 'error', detail: String(error) })),
    ),
  );
  const raceSeconds = (performance.now() - raceStart) / 1000;
  const count = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const placed = outcomes.filter((o): o is Extract<Outcome, { kind: 'placed' }> => o.kind === 'placed');
  const refunded = outcomes.filter((o): o is Extract<Outcome, { kind: 'refunded' }> => o.kind === 'refunded');
  const refusedAtCart = count('refusedAtCart');
  const refusedAtCheckout = count('refusedAtCheckout');
  const errors = outcomes.filter((o): o is Extract<Outcome, { kind: 'error' }> => o.kind === 'error');
  console.log(
    `  race: ${placed.length} placed, ${refusedAtCart} refused at the cart, ${refusedAtCheckout} refused at checkout, ` +
      `${refunded.length} paid and refunded, ${errors.length} errors, in ${raceSeconds.toFixed(2)} s`,
  );
  for (const error of errors.slice(0, 5)) console.log(`    error: ${error.detail}`);

  // Let the Stripe webhooks of the race land (each is idempotent; they may only repeat what verify did).
  await new Promise((resolve) => setTimeout(resolve, 1500));

  // Invariants, from the table and from the local Stripe.
  const stored = await ordersWith(raceDish);
  const stock = await stockOf(raceDish);
  const refundList = (await (
    await fetch(`${stripeBase}/v1/refunds`, { headers: { authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}` } })
  ).json()) as { data: { payment_intent: string }[] };
  const refundedIntents = new Set(refundList.data.map((refund) => refund.payment_intent));
  const racePayments = new Set([...placed, ...refunded].map((o) => o.paymentIntentId));
  const raceRefunds = refundList.data.filter((refund) => racePayments.has(refund.payment_intent)).length;
  const placedIds = new Set(placed.map((o) => o.orderId));
  const checkoutStates = await Promise.all(
    [...placed, ...refunded].map(async (o) => ({ kind: o.kind, status: await checkoutStatus(o.paymentIntentId) })),
  );
  const soloStored = await ordersWith(soloDish);

  const invariants: [string, boolean][] = [
    [
      `exactly ${STOCK} orders answered (${placedIds.size} distinct order ids)`,
      placed.length === STOCK && placedIds.size === STOCK,
    ],
    [
      `exactly ${STOCK} orders stored with the dish (${stored.length}), the same ids, one unit each`,
      stored.length === STOCK &&
        stored.every(
          (order) =>
            placedIds.has(order.orderId) &&
            order.lines.every((line) => line.foodId !== raceDish || line.quantity === 1),
        ),
    ],
    [`stock 0 (${stock})`, stock === 0],
    [
      `every other buyer refused before paying or refunded (${refusedAtCart} + ${refusedAtCheckout} + ${refunded.length} = ${BUYERS - STOCK})`,
      refusedAtCart + refusedAtCheckout + refunded.length === BUYERS - STOCK,
    ],
    [
      `each paid loser refunded once on Stripe, no winner refunded (${raceRefunds} refunds for ${refunded.length} losers)`,
      raceRefunds === refunded.length &&
        refunded.every((o) => refundedIntents.has(o.paymentIntentId)) &&
        placed.every((o) => !refundedIntents.has(o.paymentIntentId)),
    ],
    [
      'checkouts: winners fulfilled, paid losers refunded',
      checkoutStates.every(({ kind, status }) => status === (kind === 'placed' ? 'fulfilled' : 'refunded')),
    ],
    [`no unexpected answer (${errors.length})`, errors.length === 0],
    [
      `baseline: ${SEQUENTIAL_ORDERS} orders placed and stored (${soloPlaced} / ${soloStored.length}), stock ${1000 - SEQUENTIAL_ORDERS}`,
      soloPlaced === SEQUENTIAL_ORDERS &&
        soloStored.length === SEQUENTIAL_ORDERS &&
        (await stockOf(soloDish)) === 1000 - SEQUENTIAL_ORDERS,
    ],
  ];
  const broken = invariants.filter(([, ok]) => !ok);
  /** The codes of the refusals of one kind, with their counts, e.g. "OUT_OF_STOCK × 15". */
  const codes = (kind: 'refusedAtCart' | 'refusedAtCheckout') => {
    const tally = new Map<string, number>();
    for (const outcome of outcomes)
      if (outcome.kind === kind) tally.set(outcome.code, (tally.get(outcome.code) ?? 0) + 1);
    return [...tally].map(([code, n]) => `${code} × ${n}`).join(', ') || 'none';
  };

  const soloRate = soloPlaced / soloSeconds;
  const raceRate = placed.length / raceSeconds;
  return {
    title: 'Checkout under contention',
    intro:
      `${BUYERS} fresh customers race for the last ${STOCK} units of a fresh dish, all at once through the real HTTP API ` +
      `(cart add, create-order, pay on the local Stripe with the test card, verify; Stripe's webhook fires too). ` +
      `Baseline: the same flow by one buyer, ${SEQUENTIAL_ORDERS} orders one after the other, with plenty of stock. ` +
      `Orders per second = orders placed ÷ wall time; the invariants are budgets (any broken one fails the run).`,
    table: [
      ['Run', 'Checkouts', 'Orders placed', 'Wall time', 'Orders/s', 'Checkouts/s'],
      [
        `Sequential, 1 buyer, stock 1000`,
        String(SEQUENTIAL_ORDERS),
        String(soloPlaced),
        `${soloSeconds.toFixed(2)} s`,
        soloRate.toFixed(1),
        (SEQUENTIAL_ORDERS / soloSeconds).toFixed(1),
      ],
      [
        `Race, ${BUYERS} buyers, stock ${STOCK}`,
        String(BUYERS),
        String(placed.length),
        `${raceSeconds.toFixed(2)} s`,
        raceRate.toFixed(1),
        (BUYERS / raceSeconds).toFixed(1),
      ],
      [
        'Race ÷ sequential',
        '',
        '',
        '',
        `**${ratio(raceRate, soloRate)}**`,
        ratio(BUYERS / raceSeconds, SEQUENTIAL_ORDERS / soloSeconds),
      ],
    ],
    budgets: [
      {
        name: `Checkout race invariants (${BUYERS} buyers, ${STOCK} units)`,
        limit: 'all hold',
        measured: broken.length
          ? `broken: ${broken.map(([name]) => name).join('; ')}`
          : `${placed.length} orders, stock ${stock}, ${refusedAtCart + refusedAtCheckout} refused before paying, ${refunded.length} refunded`,
        ok: broken.length === 0,
      },
    ],
    notes: [
      ...invariants.map(([name, ok]) => `${ok ? 'Holds' : '**Broken**'}: ${name}.`),
      `Outcomes: ${placed.length} placed; ${refusedAtCart} refused at cart add (409 ${codes('refusedAtCart')}); ${refusedAtCheckout} ` +
        `refused at create-order, before paying (409 ${codes('refusedAtCheckout')}); ${refunded.length} paid, lost the stock ` +
        `transaction and were refunded (409 STOCK_RAN_OUT).`,
      'The race makes fewer orders per second than the sequential buyer because its wall time covers all 50 flows, most of them ' +
        'refused or refunded, on the same two cores; its checkouts per second show what running them at once gains.',
      'No rate limit applies to the cart and payment routes. Accounts are real account items (accountItem/emailItem), tokens signed with the run’s key.',
    ],
  };
}
