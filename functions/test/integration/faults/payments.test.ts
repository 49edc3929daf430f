import { afterEach, describe, expect, it } from 'vitest';
import type { OrderEnded } from '@tiffin/shared/api/orders';
import { keys } from '#data/keys';
import { setAttributes } from '../support/table.ts';
import { payWithCard } from '../support/local-stripe.ts';
import { dynamoFault, type DynamoFault } from '../support/dynamo-faults.ts';
import {
  STOCK,
  checkoutOf,
  expectOneOrder,
  orderOf,
  ordersOfPayment,
  shopper,
  startPayment,
  stockOf,
  verify,
} from '../support/paid-checkout.ts';
import { useStackWithStripe } from '../support/stack.ts';
import { pathOf } from '../support/api.ts';

/**
 * Payments when Stripe or DynamoDB fail: a 500, a call that never answers, a reply lost after Stripe acted, a declined
 * card, DynamoDB throttling. Whatever fails, money and orders stay consistent: no capture without an order or a
 * refund, no order without a captured payment, no refund twice, stock taken once per order.
 */

// This file's own local Stripe, and a Stripe call that never answers gives up after 400 ms.
const { api, payments, stripeBase } = await useStackWithStripe({ webhook: false });
process.env.STRIPE_TIMEOUT_MS = '400';
const staged: DynamoFault[] = [];
const webhookUrl = () => `${api.base}${pathOf('payment/webhook')}`;

afterEach(async () => {
  await payments.settled();
  for (const fault of staged.splice(0)) fault.remove();
  payments.clearFaults();
  payments.setWebhookUrl('');
});

const stage = (...faults: DynamoFault[]) => staged.push(...faults);
const INTENTS = /^\/v1\/payment_intents$/;
const CONFIRM = /^\/v1\/payment_intents\/\w+\/confirm$/;
const ONE_INTENT = /^\/v1\/payment_intents\/\w+$/;
const REFUNDS = /^\/v1\/refunds$/;

/** A started and paid checkout of `quantity` units; the webhook is off unless `webhook` (the tab verifies). */
async function paid(quantity = 2, { webhook = false } = {}) {
  const shop = await shopper(quantity);
  if (webhook) payments.setWebhookUrl(webhookUrl());
  const started = await startPayment(api, shop.customer, shop.amount);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
  return { ...shop, intentId: started.body.id, started };
}

const end = (token: string, route: 'orders/cancel' | 'seller/reject-order', id: string, body: unknown) =>
  api.call<OrderEnded>(route, { token, params: { id }, body });

/** Polls until the payment's checkout settles (the webhook's deliveries are retried with backoff). */
async function settledCheckout(intentId: string) {
  await payments.settled();
  return checkoutOf(intentId);
}

describe('Stripe failing while a payment starts', () => {
  it('a checkout whose PaymentIntent create hits Stripe 500s says try again, charges nothing and keeps cart and stock', async () => {
    const shop = await shopper(2);
    const met = payments.inject({ method: 'POST', path: INTENTS, kind: 'fail', times: 3 });
    const started = await startPayment(api, shop.customer, shop.amount);
    expect(met()).toBe(3);
    expect(started.status).toBeGreaterThanOrEqual(500);
    expect(started.body.message).toMatch(/try again/i);
    expect(await stockOf(shop.dish.id)).toBe(STOCK);
    // Stripe came back: the same cart pays and becomes one order.
    const again = await startPayment(api, shop.customer, shop.amount);
    expect(again.status).toBe(201);
    expect((await payWithCard(stripeBase, again.body)).status).toBe(200);
    expect((await verify(api, shop.customer, again.body.id)).status).toBe(200);
    await expectOneOrder(again.body.id, shop.dish.id, 2);
  });

  it('a PaymentIntent create whose reply is lost is retried as the same intent, which pays once into one order', async () => {
    const shop = await shopper(1);
    const met = payments.inject({ method: 'POST', path: INTENTS, kind: 'lose', times: 1 });
    const before = payments.intentCount();
    const started = await startPayment(api, shop.customer, shop.amount);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(met()).toBe(1);
    expect(payments.intentCount()).toBe(before + 1);
    expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
    expect((await verify(api, shop.customer, started.body.id)).status).toBe(200);
    await expectOneOrder(started.body.id, shop.dish.id, 1);
  });

  it('a PaymentIntent create that never answers gives up with a try-again answer and nothing is stored to pay', async () => {
    const shop = await shopper(1);
    const met = payments.inject({ method: 'POST', path: INTENTS, kind: 'hang', times: 3 });
    const started = await startPayment(api, shop.customer, shop.amount);
    expect(met()).toBeGreaterThanOrEqual(2);
    expect(started.status).toBeGreaterThanOrEqual(500);
    expect(started.body.message).toMatch(/try again/i);
    expect(await stockOf(shop.dish.id)).toBe(STOCK);
  });
  it('a checkout whose record DynamoDB kept throttling says try again, and the next try pays into one order', async () => {
    const shop = await shopper(2);
    const throttled = dynamoFault('PutItem', 'provisioned', 3);
    stage(throttled);
    const refused = await startPayment(api, shop.customer, shop.amount);
    expect(throttled.met()).toBe(3);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.body.message).toMatch(/try again/i);
    const again = await startPayment(api, shop.customer, shop.amount);
    expect(again.status).toBe(201);
    expect((await payWithCard(stripeBase, again.body)).status).toBe(200);
    expect((await verify(api, shop.customer, again.body.id)).status).toBe(200);
    await expectOneOrder(again.body.id, shop.dish.id, 2);
  });
});

describe('the browser’s payment failing', () => {
  it('a declined card places no order and takes no stock; paying again with a good card places exactly one', async () => {
    const shop = await shopper(2);
    const started = await startPayment(api, shop.customer, shop.amount);
    const declined = await payWithCard(stripeBase, started.body, '4000000000000002');
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined' } } });
    const refused = await verify(api, shop.customer, started.body.id);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Payment not completed' } });
    expect(await ordersOfPayment(started.body.id)).toEqual([]);
    expect(await stockOf(shop.dish.id)).toBe(STOCK);

    expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
    expect((await verify(api, shop.customer, started.body.id)).status).toBe(200);
    await expectOneOrder(started.body.id, shop.dish.id, 2);
  });

  it('a confirm Stripe failed with a 500 charged nothing: no order, and the customer can pay again', async () => {
    const shop = await shopper(1);
    const started = await startPayment(api, shop.customer, shop.amount);
    payments.inject({ method: 'POST', path: CONFIRM, kind: 'fail', times: 1 });
    expect((await payWithCard(stripeBase, started.body)).status).toBe(500);
    expect((await verify(api, shop.customer, started.body.id)).status).toBe(409);
    expect(await ordersOfPayment(started.body.id)).toEqual([]);
    expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
    expect((await verify(api, shop.customer, started.body.id)).status).toBe(200);
    await expectOneOrder(started.body.id, shop.dish.id, 1);
  });

  it('a payment whose confirm reply the browser lost still becomes exactly one order, by the webhook and verify', async () => {
    const shop = await shopper(3);
    payments.setWebhookUrl(webhookUrl());
    const started = await startPayment(api, shop.customer, shop.amount);
    payments.inject({ method: 'POST', path: CONFIRM, kind: 'lose', times: 1 });
    expect((await payWithCard(stripeBase, started.body)).status).toBe(500);
    expect((await settledCheckout(started.body.id))?.status).toBe('fulfilled');
    const placed = await verify(api, shop.customer, started.body.id);
    expect(placed.status).toBe(200);
    expect(await expectOneOrder(started.body.id, shop.dish.id, 3)).toBe(placed.body.order.orderId);
  });

  it('a customer is never told the payment failed when Stripe cannot say: verify while Stripe errors is a try-again, then one order', async () => {
    const { customer, dish, intentId } = await paid(2);
    const met = payments.inject({ method: 'GET', path: ONE_INTENT, kind: 'fail', times: 3 });
    const unsure = await verify(api, customer, intentId);
    expect(met()).toBe(3);
    expect(unsure.status).toBeGreaterThanOrEqual(500);
    expect(unsure.body.message).not.toMatch(/not completed|failed/i);
    expect((await verify(api, customer, intentId)).status).toBe(200);
    await expectOneOrder(intentId, dish.id, 2);
  });
});

describe('DynamoDB failing while a paid checkout becomes an order', () => {
  it('a payment captured while DynamoDB throttles still becomes exactly one order', async () => {
    const { customer, dish, intentId } = await paid(2);
    const throttled = dynamoFault('TransactWriteItems', 'provisioned', 2);
    stage(throttled);
    const placed = await verify(api, customer, intentId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(throttled.met()).toBe(2);
    await expectOneOrder(intentId, dish.id, 2);
  });

  it('a payment whose tab closed while DynamoDB throttled past the retries is placed once by Stripe’s next webhook delivery', async () => {
    const throttled = dynamoFault('TransactWriteItems', 'throttling', 3);
    stage(throttled);
    const { dish, intentId } = await paid(1, { webhook: true });
    expect((await settledCheckout(intentId))?.status).toBe('fulfilled');
    expect(throttled.met()).toBe(3);
    await expectOneOrder(intentId, dish.id, 1);
  });

  it('a webhook that finds DynamoDB failing answers an error so Stripe delivers again, and the payment becomes one order', async () => {
    const { customer, dish, amount } = await shopper(2);
    payments.setWebhookUrl(webhookUrl());
    const started = await startPayment(api, customer, amount);
    const intentId = started.body.id;
    const failing = dynamoFault('GetItem', 'server', 3);
    stage(failing);
    expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
    expect((await settledCheckout(intentId))?.status).toBe('fulfilled');
    expect(failing.met()).toBe(3);
    await expectOneOrder(intentId, dish.id, 2);
  });

  it('an order write that DynamoDB answered with 500s and timeouts is retried by verify into one order, never two', async () => {
    const { customer, dish, intentId } = await paid(2);
    stage(dynamoFault('TransactWriteItems', 'server', 2), dynamoFault('GetItem', 'timeout', 1));
    const placed = await verify(api, customer, intentId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await verify(api, customer, intentId)).body.order.orderId).toBe(placed.body.order.orderId);
    await expectOneOrder(intentId, dish.id, 2);
  });

  it('a sold-out payment whose refund hits Stripe 500s is refunded exactly once when tried again, and never becomes an order', async () => {
    const { customer, dish, intentId } = await paid(2);
    await setAttributes(keys.food(dish.id), { quantity: 1 });
    payments.inject({ method: 'POST', path: REFUNDS, kind: 'fail', times: 3 });
    const unsure = await verify(api, customer, intentId);
    expect(unsure.status).toBeGreaterThanOrEqual(500);
    expect(payments.refundsOf(intentId)).toEqual([]);
    const refunded = await verify(api, customer, intentId);
    expect(refunded).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    expect((await verify(api, customer, intentId)).status).toBe(409);
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    expect(await ordersOfPayment(intentId)).toEqual([]);
    expect(await stockOf(dish.id)).toBe(1);
    expect((await checkoutOf(intentId))?.status).toBe('refunded');
  });
});

describe('refunds when Stripe fails', () => {
  it('a seller’s reject whose refund call hits Stripe 500s leaves the order refundable, and the retried reject refunds exactly once', async () => {
    const { seller, customer, dish, intentId } = await paid(2);
    const orderId = (await verify(api, customer, intentId)).body.order.orderId;
    payments.inject({ method: 'POST', path: REFUNDS, kind: 'fail', times: 3 });
    const first = await end(seller.token, 'seller/reject-order', orderId, { reason: 'Out of rice' });
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Rejected', paymentStatus: 'Paid' });
    expect(await stockOf(dish.id)).toBe(STOCK);

    const again = await end(seller.token, 'seller/reject-order', orderId, { reason: 'Out of rice' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.order.paymentStatus).toBe('Refunded');
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    expect(await stockOf(dish.id)).toBe(STOCK);
  });

  it('a refund whose call timed out and is retried goes out once', async () => {
    const { customer, intentId } = await paid(1);
    const orderId = (await verify(api, customer, intentId)).body.order.orderId;
    const met = payments.inject({ method: 'POST', path: REFUNDS, kind: 'hang', times: 1 });
    const cancelled = await end(customer.token, 'orders/cancel', orderId, { reason: 'Changed my mind' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(met()).toBe(1);
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
  });

  it('a cancel whose refund replies are all lost, repeated by the customer, refunds once and ends the order once', async () => {
    const { customer, dish, intentId } = await paid(3);
    const orderId = (await verify(api, customer, intentId)).body.order.orderId;
    const met = payments.inject({ method: 'POST', path: REFUNDS, kind: 'lose', times: 3 });
    const first = await end(customer.token, 'orders/cancel', orderId, {});
    expect(first.status, `${met()} ${JSON.stringify(first.body)}`).toBeGreaterThanOrEqual(500);
    const again = await end(customer.token, 'orders/cancel', orderId, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
    expect(order.statusHistory.map((entry) => entry.status)).toEqual(['Pending', 'Cancelled']);
    expect(await stockOf(dish.id)).toBe(STOCK);
  });

  it('a reject while DynamoDB throttles its writes ends the order once, restocks once and refunds once', async () => {
    const { seller, customer, dish, intentId } = await paid(2);
    const orderId = (await verify(api, customer, intentId)).body.order.orderId;
    stage(dynamoFault('TransactWriteItems', 'provisioned', 2), dynamoFault('UpdateItem', 'throttling', 1));
    const rejected = await end(seller.token, 'seller/reject-order', orderId, { reason: 'Closed early' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await stockOf(dish.id)).toBe(STOCK);
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Rejected', paymentStatus: 'Refunded' });
  });
});

describe('other routes when DynamoDB fails', () => {
  it('a seller’s status change while DynamoDB throttles reads and writes moves the order once', async () => {
    const { seller, customer, intentId } = await paid(1);
    const orderId = (await verify(api, customer, intentId)).body.order.orderId;
    stage(dynamoFault('GetItem', 'throttling', 1), dynamoFault('TransactWriteItems', 'provisioned', 2));
    const changed = await api.call('seller/update-order-status', {
      params: { id: orderId },
      token: seller.token,
      body: { status: 'Preparing' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const order = await orderOf(orderId);
    expect(order.statusHistory.map((entry) => entry.status)).toEqual(['Pending', 'Preparing']);
  });

  it('when DynamoDB keeps failing the API answers a try-again message, not a crash', async () => {
    const { customer } = await shopper(1);
    stage(dynamoFault('Query', 'server', 3));
    const answer = await api.call<{ message: string }>('orders/list-mine', { token: customer.token });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.body).toEqual({ message: expect.stringMatching(/try again/i) });
  });
});
