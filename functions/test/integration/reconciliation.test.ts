import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@tiffin/shared/api/orders';
import { LOCAL_STRIPE_KEYS } from '@tiffin/local/stripe-server';
import { keys } from '#data/keys';
import { BHOPAL_SHIPPING, newCustomer, newSeller, type Identity, type SellerIdentity } from './support/people.ts';
import { newDish, payableFor, setCart } from './support/records.ts';
import { getItem, setAttributes } from './support/table.ts';
import { payWithCard } from './support/local-stripe.ts';
import { useStackWithStripe } from './support/stack.ts';
import { pathOf } from './support/api.ts';

/**
 * Payment reconciliation: a scheduled job compares Stripe's recent payments with the orders, and settles each
 * disagreement the way the webhook and verify would have (an order, or a refund), once, however often it runs.
 */

// This file's own local Stripe, which posts no webhook: a payment nobody verifies is one whose webhook and verify failed.
const { api, stripeBase } = await useStackWithStripe({ webhook: false });
const { runReconciliation } = await import('../../src/jobs/reconcile-payments.ts');
const { metrics } = await import('#platform/metrics');

const STOCK = 10;

let seller: SellerIdentity;
beforeAll(async () => {
  seller = await newSeller({ approved: true });
});

/** A checkout of `quantity` of a fresh dish, paid with the test card; the customer's browser never verifies it. */
async function paidWithoutVerify(customer: Identity, quantity = 2) {
  const dish = await newDish(seller.restaurant, { quantity: STOCK });
  await setCart(customer.id, seller.restaurant.id, [{ foodId: dish.id, quantity }]);
  const started = await api.call<{ id: string; clientSecret: string }>('payment/create', {
    token: customer.token,
    body: {
      amount: payableFor(seller.restaurant, [{ price: dish.price, quantity }], BHOPAL_SHIPPING.pincode),
      shippingInfo: BHOPAL_SHIPPING,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
  return { dish, intentId: started.body.id };
}

const verify = (customer: Identity, intentId: string) =>
  api.call<OrderCreated>('payment/verify', { token: customer.token, body: { paymentIntentId: intentId } });

/** A paid and verified order. */
async function placedOrder(customer: Identity) {
  const { dish, intentId } = await paidWithoutVerify(customer);
  const placed = await verify(customer, intentId);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { dish, intentId, orderId: placed.body.order.orderId };
}

const stockOf = async (foodId: string) => (await getItem(keys.food(foodId)))!.quantity as number;
const checkoutOf = async (intentId: string) => (await getItem(keys.checkout(intentId)))!;
const orderOf = async (orderId: string) => (await getItem(keys.order(orderId)))!;

/** The refunds the local Stripe holds for the intent. */
async function refundsOf(intentId: string): Promise<unknown[]> {
  const response = await fetch(`${stripeBase}/v1/refunds?payment_intent=${intentId}`, {
    headers: { authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}` },
  });
  return ((await response.json()) as { data: unknown[] }).data;
}

/** A person refunds the intent in Stripe's dashboard, without the shop's idempotency key. */
async function refundByHand(intentId: string) {
  const byHand = await fetch(`${stripeBase}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ payment_intent: intentId }),
  });
  expect(byHand.status).toBe(200);
}

afterEach(() => vi.restoreAllMocks());

/** The customer's orders as My Orders lists them. */
async function ordersOfCustomer(customer: Identity) {
  return api.allPages<{ orderId: string; paymentIntentId?: string }>(pathOf('orders/list-mine'), customer.token);
}

describe('reconciliation turns a paid payment nobody fulfilled into what verify would have made of it', () => {
  it('a payment whose webhook and verify both failed becomes exactly one order at the next reconciliation', async () => {
    const customer = await newCustomer();
    const { dish, intentId } = await paidWithoutVerify(customer, 3);
    expect((await checkoutOf(intentId)).status).toBe('pending');

    await runReconciliation();
    await runReconciliation();

    const checkout = await checkoutOf(intentId);
    expect(checkout.status).toBe('fulfilled');
    const order = await orderOf(checkout.orderId as string);
    expect(order).toMatchObject({ paymentIntentId: intentId, paymentStatus: 'Paid', orderStatus: 'Pending' });
    expect((await ordersOfCustomer(customer)).map((listed) => listed.orderId)).toEqual([checkout.orderId]);
    expect(await stockOf(dish.id)).toBe(STOCK - 3);
    expect(await refundsOf(intentId)).toEqual([]);
  });

  it('a customer’s later verify after reconciliation placed the order answers the same order', async () => {
    const customer = await newCustomer();
    const { intentId } = await paidWithoutVerify(customer);
    await runReconciliation();
    const { orderId } = await checkoutOf(intentId);

    const placed = await verify(customer, intentId);

    expect(placed).toMatchObject({ status: 200, body: { order: { orderId } } });
    expect(await ordersOfCustomer(customer)).toHaveLength(1);
  });

  it('a paid checkout whose stock ran out is refunded once by reconciliation, and makes no order', async () => {
    const customer = await newCustomer();
    const { dish, intentId } = await paidWithoutVerify(customer, 3);
    await setAttributes(keys.food(dish.id), { quantity: 1 });

    await runReconciliation();
    await runReconciliation();

    expect((await checkoutOf(intentId)).status).toBe('refunded');
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await ordersOfCustomer(customer)).toEqual([]);
    expect(await stockOf(dish.id)).toBe(1);
    // Verify then says what it would have said: sold out, refunded.
    expect(await verify(customer, intentId)).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
  });

  it('a payment made on time whose webhook failed becomes its order at a reconciliation run long after the hold, not a refund', async () => {
    const customer = await newCustomer();
    const { dish, intentId } = await paidWithoutVerify(customer);
    // The next run comes 40 minutes after the payment: past its 15-minute hold and the grace, the payment was not.
    const later = { now: () => new Date(Date.now() + 40 * 60_000) };

    await runReconciliation({ clock: later });

    const checkout = await checkoutOf(intentId);
    expect(checkout.status).toBe('fulfilled');
    expect(await orderOf(checkout.orderId as string)).toMatchObject({
      paymentIntentId: intentId,
      paymentStatus: 'Paid',
    });
    expect(await refundsOf(intentId)).toEqual([]);
    expect(await stockOf(dish.id)).toBe(STOCK - 2);
  });

  it('a payment that arrived after its checkout’s hold ran out is refunded once by reconciliation', async () => {
    const customer = await newCustomer();
    const { dish, intentId } = await paidWithoutVerify(customer);
    await setAttributes(keys.checkout(intentId), { createdAt: new Date(Date.now() - 3_600_000).toISOString() });

    await runReconciliation();
    await runReconciliation();

    expect((await checkoutOf(intentId)).status).toBe('expired');
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await ordersOfCustomer(customer)).toEqual([]);
    expect(await stockOf(dish.id)).toBe(STOCK);
  });

  it('two reconciliations at once fulfil or refund once', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const fulfilled = await paidWithoutVerify(customer);
    const soldOut = await paidWithoutVerify(other, 3);
    await setAttributes(keys.food(soldOut.dish.id), { quantity: 2 });

    await Promise.all([runReconciliation(), runReconciliation()]);

    expect(await ordersOfCustomer(customer)).toHaveLength(1);
    expect(await stockOf(fulfilled.dish.id)).toBe(STOCK - 2);
    expect(await refundsOf(fulfilled.intentId)).toEqual([]);
    expect(await ordersOfCustomer(other)).toEqual([]);
    expect(await refundsOf(soldOut.intentId)).toHaveLength(1);
    expect(await stockOf(soldOut.dish.id)).toBe(2);
  });

  it('reconciliation pages through more recent payments than one page of Stripe’s list holds', async () => {
    const customer = await newCustomer();
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push(await paidWithoutVerify(await newCustomer()));
    paid.push(await paidWithoutVerify(customer));

    await runReconciliation({ pageSize: 2 });

    for (const { intentId } of paid) expect((await checkoutOf(intentId)).status).toBe('fulfilled');
  });
});

describe('reconciliation makes an order’s payment agree with Stripe’s', () => {
  it('reconciliation leaves a healthy order untouched', async () => {
    const customer = await newCustomer();
    const { dish, intentId, orderId } = await placedOrder(customer);
    const before = await orderOf(orderId);

    const run = await runReconciliation();

    expect(await orderOf(orderId)).toEqual(before);
    expect(await refundsOf(intentId)).toEqual([]);
    expect(await stockOf(dish.id)).toBe(STOCK - 2);
    expect(run.fixes.filter((fix) => fix.paymentIntentId === intentId)).toEqual([]);
  });

  it('a rejected order whose refund failed is refunded by reconciliation, once', async () => {
    const customer = await newCustomer();
    const { intentId, orderId } = await placedOrder(customer);
    // The rejection was written, then the refund call to Stripe failed: the order is Rejected and still Paid.
    await setAttributes(keys.order(orderId), { orderStatus: 'Rejected' });

    await Promise.all([runReconciliation(), runReconciliation()]);
    await runReconciliation();

    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Rejected', paymentStatus: 'Refunded' });
  });

  it('a rejected order refunded in Stripe’s dashboard but not recorded is marked refunded, with no second refund', async () => {
    const customer = await newCustomer();
    const { intentId, orderId } = await placedOrder(customer);
    await setAttributes(keys.order(orderId), { orderStatus: 'Rejected' });
    await refundByHand(intentId);

    const run = await runReconciliation();

    expect(run.failed).toEqual([]);
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Rejected', paymentStatus: 'Refunded' });
  });

  it('a cancelled order recorded as refunded that Stripe never refunded is refunded by reconciliation, once', async () => {
    const customer = await newCustomer();
    const { intentId, orderId } = await placedOrder(customer);
    await setAttributes(keys.order(orderId), { orderStatus: 'Cancelled', paymentStatus: 'Refunded' });

    await runReconciliation();
    await runReconciliation();

    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
  });

  it('a live order whose payment Stripe also refunded raises the order-and-refund alarm metric and is marked refunded', async () => {
    const counted = vi.spyOn(metrics, 'addMetric');
    const customer = await newCustomer();
    const { intentId, orderId } = await placedOrder(customer);
    await refundByHand(intentId);

    const run = await runReconciliation();
    await runReconciliation();

    expect(run.fixes.filter((fix) => fix.paymentIntentId === intentId)).toMatchObject([{ fix: 'orderAndRefund' }]);
    expect(counted.mock.calls.filter(([name]) => name === 'OrderAndRefund')).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'Refunded' });
    expect(await refundsOf(intentId)).toHaveLength(1);
  });

  it('a second reconciliation finds nothing left to fix', async () => {
    await runReconciliation();
    expect((await runReconciliation()).fixes).toEqual([]);
  });
});
