import { afterEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { LOCAL_STRIPE_KEYS } from '@tiffin/local/stripe-server';
import { keys } from '#data/keys';
import { setAttributes } from '../support/table.ts';
import { payWithCard } from '../support/local-stripe.ts';
import { checkoutOf, ordersOfPayment, shopper, startPayment, stockOf, verify } from '../support/paid-checkout.ts';
import { useStackWithStripe } from '../support/stack.ts';

/**
 * A sold-out paid checkout is refunded; while that refund is in flight at Stripe, the dish's stock comes back (the
 * same customer cancels another order of it) and another path reaches the same payment: a second verify, Stripe's
 * webhook, or reconciliation. The payment still ends as one refund and no order, never both.
 */

// This file's own local Stripe (its refunds are held in flight with the `slow` fault); Stripe calls keep their 2 s.
const { api, payments, stripeBase } = await useStackWithStripe({ webhook: false });
const { runReconciliation } = await import('../../../src/jobs/reconcile-payments.ts');
afterEach(() => payments.clearFaults());

const REFUNDS = /^\/v1\/refunds$/;

/** A paid checkout of 2 units whose dish then sold down to 1: its verify refunds it. */
async function soldOutPayment() {
  const shop = await shopper(2);
  const started = await startPayment(api, shop.customer, shop.amount);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
  await setAttributes(keys.food(shop.dish.id), { quantity: 1 });
  return { ...shop, intentId: started.body.id };
}

/** Holds the next refund call at Stripe until `release`; `arrived` resolves once the call is being held. */
function slowRefund() {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  const met = payments.inject({ method: 'POST', path: REFUNDS, kind: 'slow', times: 1, until });
  const arrived = (async () => {
    while (met() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  })();
  return { release, arrived };
}

/** Stripe's `payment_intent.succeeded` for the intent, signed as Stripe signs it, posted to the webhook route. */
async function postWebhook(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_KEYS.webhookSecret });
  return fetch(`${api.base}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/** The payment ended as exactly one refund and no order, and the stock that came back is untouched. */
async function expectRefundedOnly(intentId: string, foodId: string) {
  expect(payments.refundsOf(intentId)).toHaveLength(1);
  expect(await ordersOfPayment(intentId)).toEqual([]);
  expect(await stockOf(foodId)).toBe(10);
  expect((await checkoutOf(intentId))?.status).toBe('refunded');
}

describe('a sold-out payment whose refund is slow', () => {
  it('a customer who verifies again while the refund is slow, after stock came back, gets one refund and no order', async () => {
    const { customer, dish, intentId } = await soldOutPayment();
    const slow = slowRefund();
    const first = verify(api, customer, intentId);
    await slow.arrived;
    await setAttributes(keys.food(dish.id), { quantity: 10 });

    const second = await verify(api, customer, intentId);
    slow.release();

    expect(second).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    expect(await first).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    await expectRefundedOnly(intentId, dish.id);
  });

  it('Stripe’s webhook arriving while the refund is slow, after stock came back, makes no order', async () => {
    const { customer, dish, intentId } = await soldOutPayment();
    const slow = slowRefund();
    const first = verify(api, customer, intentId);
    await slow.arrived;
    await setAttributes(keys.food(dish.id), { quantity: 10 });

    expect((await postWebhook(intentId)).status).toBe(200);
    slow.release();

    expect(await first).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    await expectRefundedOnly(intentId, dish.id);
  });

  it('reconciliation running while the refund is slow, after stock came back, makes no order', async () => {
    const { customer, dish, intentId } = await soldOutPayment();
    const slow = slowRefund();
    const first = verify(api, customer, intentId);
    await slow.arrived;
    await setAttributes(keys.food(dish.id), { quantity: 10 });

    const run = await runReconciliation();
    slow.release();

    expect(run.failed).toEqual([]);
    expect(await first).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    await expectRefundedOnly(intentId, dish.id);
  });

  it('a refund that fails stays claimed: stock coming back before the retry still makes one refund and no order', async () => {
    const { customer, dish, intentId } = await soldOutPayment();
    payments.inject({ method: 'POST', path: REFUNDS, kind: 'fail', times: 3 });
    expect((await verify(api, customer, intentId)).status).toBeGreaterThanOrEqual(500);
    expect(payments.refundsOf(intentId)).toEqual([]);
    await setAttributes(keys.food(dish.id), { quantity: 10 });

    expect(await verify(api, customer, intentId)).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    await expectRefundedOnly(intentId, dish.id);
  });

  it('a refund whose replies were all lost is not decided again: the next verify finishes that one refund', async () => {
    const { customer, dish, intentId } = await soldOutPayment();
    payments.inject({ method: 'POST', path: REFUNDS, kind: 'lose', times: 3 });
    expect((await verify(api, customer, intentId)).status).toBeGreaterThanOrEqual(500);
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    await setAttributes(keys.food(dish.id), { quantity: 10 });

    expect(await verify(api, customer, intentId)).toMatchObject({ status: 409, body: { code: 'STOCK_RAN_OUT' } });
    await expectRefundedOnly(intentId, dish.id);
  });
});
