import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, OrderEnded } from '@tiffin/shared/api/orders';
import type { OrderStatusChanged } from '@tiffin/shared/api/seller';
import { keys } from '#data/keys';
import {
  BHOPAL_SHIPPING,
  newCustomer,
  newDish,
  newSeller,
  payableFor,
  send,
  setCart,
  type Identity,
} from './support/matrix.ts';
import type { SellerIdentity } from './support/matrix.ts';
import { getItem } from './support/table.ts';
import { payWithCard, startOwnStripe } from './support/local-stripe.ts';
import { loseNextTransactionReply, type LostReply } from './support/lost-reply.ts';

/**
 * A write whose reply is lost on the way back (the connection dies after DynamoDB committed) is tried again by the
 * SDK. Each transaction carries a ClientRequestToken and its retry the same one, so DynamoDB answers the retry as
 * done instead of applying it again or failing its conditions against the state it just wrote.
 */

// This file's own local Stripe: checkout pays and a rejection refunds through it.
const { payments, stripeBase } = await startOwnStripe();
const { startApi } = await import('./support/api.ts');

let api: Awaited<ReturnType<typeof startApi>>;
let lost: LostReply | undefined;
beforeAll(async () => {
  api = await startApi();
});
afterEach(() => lost?.remove());
afterAll(async () => {
  await payments.settled();
  await api.close();
  payments.server.close();
});

const call = <T>(method: string, path: string, options: Parameters<typeof send>[3] = {}) =>
  send<T>(api.base, method, path, options);

const STOCK = 10;

const stockOf = async (foodId: string) => (await getItem(keys.food(foodId)))!.quantity as number;
const historyOf = async (orderId: string) =>
  ((await getItem(keys.order(orderId)))!.statusHistory as { status: string }[]).map((entry) => entry.status);

/** A paid checkout of `quantity` of a fresh dish with STOCK units; `beforeVerify` runs just before the order is made. */
async function checkout(customer: Identity, seller: SellerIdentity, quantity: number, beforeVerify = () => {}) {
  const dish = await newDish(seller.restaurant, { quantity: STOCK });
  await setCart(customer.id, seller.restaurant.id, [{ foodId: dish.id, quantity }]);
  const started = await call<{ id: string; clientSecret: string }>('POST', '/api/payment/create-order', {
    token: customer.token,
    body: {
      amount: payableFor(seller.restaurant, [{ price: dish.price, quantity }], BHOPAL_SHIPPING.pincode),
      shippingInfo: BHOPAL_SHIPPING,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect((await payWithCard(stripeBase, started.body)).status).toBe(200);
  beforeVerify();
  const placed = await call<OrderCreated>('POST', '/api/payment/verify', {
    token: customer.token,
    body: { paymentIntentId: started.body.id },
  });
  return { dish, placed };
}

/** The staged loss happened, and the SDK's retry carried the first attempt's token. */
function expectRetriedWithSameToken(reply: LostReply) {
  expect(reply.dropped).toBe(true);
  expect(reply.tokens.length).toBeGreaterThanOrEqual(2);
  expect(reply.tokens[0]).toEqual(expect.any(String));
  expect(new Set(reply.tokens)).toEqual(new Set([reply.tokens[0]]));
}

describe('a transaction whose reply is lost and is retried is applied once and reported as done', () => {
  it('a seller’s status change whose reply is lost moves the order once and tells the seller it was updated', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    const { placed } = await checkout(customer, seller, 1);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId } = placed.body.order;

    lost = loseNextTransactionReply();
    const changed = await call<OrderStatusChanged>('PUT', `/seller/orders/${orderId}/status`, {
      token: seller.token,
      body: { status: 'Preparing' },
    });

    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Order status updated to Preparing', order: { orderStatus: 'Preparing' } },
    });
    expect(await historyOf(orderId)).toEqual(['Pending', 'Preparing']);
    expectRetriedWithSameToken(lost);
  });

  it('a checkout whose order transaction loses its reply places one order, takes the stock once and answers placed', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    const { dish, placed } = await checkout(customer, seller, 3, () => {
      lost = loseNextTransactionReply();
    });

    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockOf(dish.id)).toBe(STOCK - 3);
    expect(await historyOf(placed.body.order.orderId)).toEqual(['Pending']);
    expectRetriedWithSameToken(lost!);
  });

  it('a rejection whose reply is lost ends the order once, puts its stock back once and answers rejected', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    const { dish, placed } = await checkout(customer, seller, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId } = placed.body.order;
    expect(await stockOf(dish.id)).toBe(STOCK - 2);

    lost = loseNextTransactionReply();
    const rejected = await call<OrderEnded>('PUT', `/seller/orders/${orderId}/reject`, {
      token: seller.token,
      body: { reason: 'Out of rice tonight' },
    });

    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await stockOf(dish.id)).toBe(STOCK);
    expect(await historyOf(orderId)).toEqual(['Pending', 'Rejected']);
    expectRetriedWithSameToken(lost);
  });
});
