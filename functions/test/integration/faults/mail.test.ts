import { afterEach, describe, expect, it } from 'vitest';
import type { OrderEnded } from '@tiffin/shared/api/orders';
import { newCustomer } from '../support/people.ts';
import { payWithCard } from '../support/local-stripe.ts';
import { startFaultySes } from '../support/faulty-ses.ts';
import { STOCK, expectOneOrder, orderOf, shopper, startPayment, stockOf, verify } from '../support/paid-checkout.ts';
import { useStackWithStripe } from '../support/stack.ts';

/**
 * Mail when SES refuses (500, 400, throttled) or never answers: a code mail that was not sent says so and lets the
 * person ask again at once; a mail about an order never undoes, fails or delays the order.
 */

const ses = await startFaultySes();
const { api, payments, stripeBase } = await useStackWithStripe({ webhook: false, afterStop: () => ses.close() });
process.env.STRIPE_TIMEOUT_MS = '400';
afterEach(() => ses.setMode('send'));

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const register = (email: string) =>
  api.call<{ message: string; requestId?: string }>('users/register', {
    body: { username: 'Asha', email, phoneno: '9876543210', password: 'Secret@123' },
  });

/** A paid and verified checkout; SES is in `mode` while the order is placed. */
async function placedOrder(quantity: number, mode: Parameters<typeof ses.setMode>[0] = 'send') {
  const shop = await shopper(quantity);
  const started = await startPayment(api, shop.customer, shop.amount);
  expect(started.status).toBe(201);
  expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
  ses.setMode(mode);
  const began = Date.now();
  const placed = await verify(api, shop.customer, started.body.id);
  return { ...shop, intentId: started.body.id, placed, tookMs: Date.now() - began };
}

describe('a code mail SES refused', () => {
  it('an OTP mail SES refused says try again and locks nobody out', async () => {
    const email = `fault-otp-${stamp()}@example.com`;
    ses.setMode('fail');
    const refused = await register(email);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/try again/i);
    ses.setMode('send');
    const again = await register(email);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(ses.sentTo(email)).toHaveLength(1);
  });

  it('a seller’s sign-up code SES throttled says try again, and the seller can sign up at once after', async () => {
    const email = `fault-seller-${stamp()}@example.com`;
    const body = {
      sellerName: 'Meera Joshi',
      phone: '9876543210',
      email,
      password: 'Secret@123',
      restaurantName: 'Meera’s Wada',
      latitude: 18.5204,
      longitude: 73.8567,
    };
    ses.setMode('throttle');
    const refused = await api.call('seller/signup', { body });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/try again/i);
    ses.setMode('send');
    expect((await api.call('seller/signup', { body })).status).toBe(201);
    expect(ses.sentTo(email)).toHaveLength(1);
  });

  it('a password-reset mail SES rejected reveals nothing, and the person can ask again at once', async () => {
    // A customer of this test's own: a code sent to a seeded account would stay in the worker's table for other files.
    const { email } = await newCustomer();
    ses.setMode('reject');
    const known = await api.call('users/forgot-password', { body: { email } });
    const unknown = await api.call('users/forgot-password', {
      body: { email: `nobody-${stamp()}@example.com` },
    });
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    ses.setMode('send');
    const before = ses.sentTo(email).length;
    expect((await api.call('users/forgot-password', { body: { email } })).status).toBe(200);
    expect(ses.sentTo(email)).toHaveLength(before + 1);
  });
});

describe('an order mail SES refused', () => {
  it('an order mail SES refused does not undo or fail the order', async () => {
    const { placed, intentId, dish } = await placedOrder(2, 'fail');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.message).toBe('Order placed successfully');
    await expectOneOrder(intentId, dish.id, 2);
  });

  it('an order mail SES never answers does not keep the customer from hearing the order was placed', async () => {
    const { placed, intentId, dish, tookMs } = await placedOrder(1, 'hang');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Inside the route's 10 s timeout, with room for the rest of the request.
    expect(tookMs).toBeLessThan(8_000);
    await expectOneOrder(intentId, dish.id, 1);
  });

  it('a cancellation mail SES refused still cancels the order and refunds it once', async () => {
    const { placed, intentId, dish, customer } = await placedOrder(3);
    const orderId = placed.body.order.orderId;
    ses.setMode('fail');
    const cancelled = await api.call<OrderEnded>('orders/cancel', {
      params: { id: orderId },
      token: customer.token,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
    expect(payments.refundsOf(intentId)).toHaveLength(1);
    expect(await stockOf(dish.id)).toBe(STOCK);
  });
});
