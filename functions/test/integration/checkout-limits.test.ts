import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@tiffin/shared/api/orders';
import { LIMITS } from '@tiffin/shared/api/routes';
import { tokenFor } from './support/api.ts';
import { DELIVERY_ADDRESS, newShopDish, shopPayable } from './support/shop.ts';
import { useStackWithStripe } from './support/stack.ts';

// This file runs at the real limits (the rest of the suite raises them), with its own local Stripe: each checkout
// the limit lets through starts a real payment.
process.env.RATE_LIMIT_MULTIPLIER = '1';
const { api } = await useStackWithStripe();

const newBuyer = () => tokenFor('customer', `limit-buyer-${randomUUID().slice(0, 8)}`);

async function checkout(token: string, amount: number) {
  return api.call<PaymentOrder & { message: string }>('payment/create', {
    token,
    body: { amount, shippingInfo: DELIVERY_ADDRESS, remark: 'Ring the bell' },
  });
}

describe('checkout limits', () => {
  it(`a customer's checkout after ${LIMITS.checkout[0].max} in 15 minutes is 429 before any payment starts; another customer's is not`, async () => {
    const [script, neighbour] = [await newBuyer(), await newBuyer()];
    const dish = await newShopDish(50);
    for (const token of [script, neighbour]) {
      expect((await api.call('cart/add', { token, body: { foodId: dish } })).status).toBe(200);
    }
    const amount = shopPayable([{ price: 100, quantity: 1 }]);
    // Each call the limit lets through starts a payment (a refused call would give its place back).
    for (let i = 0; i < LIMITS.checkout[0].max; i++) expect((await checkout(script, amount)).status).toBe(201);
    const blocked = await checkout(script, amount);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in /) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await checkout(neighbour, amount)).status).toBe(201);
  });

  it(`a customer's payment verify after ${LIMITS.stripeCalls[0].max} in 15 minutes is 429, even when each was refused; another customer's is not`, async () => {
    const [script, neighbour] = [await newBuyer(), await newBuyer()];
    const verify = (token: string) =>
      api.call<{ message: string }>('payment/verify', { token, body: { paymentIntentId: 'pi_guessed' } });
    for (let i = 0; i < LIMITS.stripeCalls[0].max; i++) expect((await verify(script)).status).toBe(404);
    const blocked = await verify(script);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in /) });
    expect((await verify(neighbour)).status).toBe(404);
  });
});
