import { afterEach, describe, expect, it } from 'vitest';
import type { OrderCreated, OrderEnded } from '@tiffin/shared/api/orders';
import type { OrderStatusChanged } from '@tiffin/shared/api/seller';
import { keys } from '#data/keys';
import { BHOPAL_SHIPPING, newCustomer, newSeller, type Identity, type SellerIdentity } from './support/people.ts';
import { newDish, payableFor, setCart } from './support/records.ts';
import { getItem } from './support/table.ts';
import { payWithCard } from './support/local-stripe.ts';
import { loseNextTransactionReply, type LostReply } from './support/lost-reply.ts';
import { useStackWithStripe } from './support/stack.ts';

/**
 * A write whose reply is lost on the way back (the connection dies after DynamoDB committed) is tried again by the
 * SDK. Each transaction carries a ClientRequestToken and its retry the same one, so DynamoDB answers the retry as
 * done instead of applying it again or failing its conditions against the state it just wrote.
 */

// This file's own local Stripe: checkout pays and a rejection refunds through it.
const { api, stripeBase } = await useStackWithStripe({ webhook: false });
let lost: LostReply | undefined;
afterEach(() => lost?.remove());

const STOCK = 10;

const stockOf = async (foodId: string) => (await getItem(keys.food(foodId)))!.quantity as number;
const historyOf = async (orderId: string) =>
  ((await getItem(keys.order(orderId)))!.statusHistory as { status: string }[]).map((entry) => entry.status);

/** A paid checkout of `quantity` of a fresh dish with STOCK units; `beforeVerify` runs just before the order is made. */
async function checkout(customer: Identity, seller: SellerIdentity, quantity: number, beforeVerify = () => {}) {
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
  beforeVerify();
  const placed = await api.call<OrderCreated>('payment/verify', {
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
    const changed = await api.call<OrderStatusChanged>('seller/update-order-status', {
      params: { id: orderId },
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
    const rejected = await api.call<OrderEnded>('seller/reject-order', {
      params: { id: orderId },
      token: seller.token,
      body: { reason: 'Out of rice tonight' },
    });

    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await stockOf(dish.id)).toBe(STOCK);
    expect(await historyOf(orderId)).toEqual(['Pending', 'Rejected']);
    expectRetriedWithSameToken(lost);
  });
});
