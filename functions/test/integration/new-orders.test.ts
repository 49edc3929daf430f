import { describe, expect, it } from 'vitest';
import type { OrderCreated, OrderEnded } from '@tiffin/shared/api/orders';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import type { SellerOrderPage, SellerStats } from '@tiffin/shared/api/seller';
import { keys } from '#data/keys';
import { newCustomer, newSeller, tag, type Identity, type SellerIdentity } from './support/people.ts';
import { newDish, payableFor, setCart } from './support/records.ts';
import { getItem } from './support/table.ts';
import { payWithCard } from './support/local-stripe.ts';
import { useStackWithStripe } from './support/stack.ts';

/**
 * New orders that cannot be missed (issue 27): a paid order waits for its restaurant, on the server, until the
 * restaurant accepts it (Preparing) or rejects it, or its customer cancels it; every device of the seller reads
 * the same waiting orders, and the dashboard counts them.
 */

// This file's own local Stripe, so a rejection or a cancellation can refund; it posts no webhooks.
const { api, stripeBase } = await useStackWithStripe({ webhook: false });

const shipping = (): ShippingInfo => ({
  address: `${tag()} Lake View Road`,
  city: 'Bhopal',
  pincode: '462001',
  country: 'India',
  phone: '9876543210',
});

/** The customer buys one dish of the seller's through a real checkout paid with the test card. */
async function paidOrder(customer: Identity, seller: SellerIdentity, quantity = 2): Promise<OrderCreated['order']> {
  const dish = await newDish(seller.restaurant, { quantity: 10 });
  await setCart(customer.id, seller.restaurant.id, [{ foodId: dish.id, quantity }]);
  const shippingInfo = shipping();
  const started = await api.call<{ id: string; clientSecret: string }>('payment/create', {
    token: customer.token,
    body: { amount: payableFor(seller.restaurant, [{ price: dish.price, quantity }], '462001'), shippingInfo },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const confirmed = await payWithCard(stripeBase, started.body);
  expect(confirmed.status).toBe(200);
  const placed = await api.call<OrderCreated>('payment/verify', {
    token: customer.token,
    body: { paymentIntentId: started.body.id },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order;
}

const waitingOf = async (seller: SellerIdentity) => {
  const answer = await api.call<SellerOrderPage>('seller/list-orders', {
    token: seller.token,
    query: { waiting: 'true' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const waitingIds = async (seller: SellerIdentity) => (await waitingOf(seller)).items.map((order) => order.orderId);
const statsOf = async (seller: SellerIdentity) =>
  (await api.call<SellerStats>('seller/stats', { token: seller.token })).body;

describe('paid orders wait for their restaurant until it acts', () => {
  it('a paid order waits, with its lines, on every device of its restaurant until the restaurant accepts it', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    const order = await paidOrder(customer, seller, 2);

    // A second device is a second token of the same seller: it reads the same waiting order from the server.
    const waiting = await waitingOf(seller);
    expect(waiting.nextCursor).toBeNull();
    expect(waiting.items).toHaveLength(1);
    expect(waiting.items[0]).toMatchObject({ orderId: order.orderId, orderStatus: 'Pending', paymentStatus: 'Paid' });
    expect(waiting.items[0]!.cartItems).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect((await statsOf(seller)).waitingOrders).toBe(1);

    const accepted = await api.call('seller/update-order-status', {
      params: { id: order.orderId },
      token: seller.token,
      body: { status: 'Preparing' },
    });
    expect(accepted.status).toBe(200);
    expect(await waitingIds(seller)).toEqual([]);
    expect((await statsOf(seller)).waitingOrders).toBe(0);
    // Nothing of the wait is left behind in the restaurant's partition.
    const placedAt = (await getItem(keys.order(order.orderId)))!.createdAt as string;
    expect(await getItem(keys.waitingOrder(seller.restaurant.id, placedAt, order.orderId))).toBeUndefined();
  });

  it('an order the restaurant rejects, or its customer cancels, waits no more', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    const rejected = await paidOrder(customer, seller);
    const cancelled = await paidOrder(customer, seller);
    const kept = await paidOrder(customer, seller);
    expect(await waitingIds(seller)).toEqual([rejected.orderId, cancelled.orderId, kept.orderId]);

    const reject = await api.call<OrderEnded>('seller/reject-order', {
      params: { id: rejected.orderId },
      token: seller.token,
      body: { reason: 'Out of rice tonight' },
    });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const cancel = await api.call<OrderEnded>('orders/cancel', {
      params: { id: cancelled.orderId },
      token: customer.token,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    expect(await waitingIds(seller)).toEqual([kept.orderId]);
    expect((await statsOf(seller)).waitingOrders).toBe(1);
  });

  it("a seller never sees another restaurant's waiting orders, and a delivered order is not waiting", async () => {
    const sellerA = await newSeller({ approved: true });
    const sellerB = await newSeller({ approved: true });
    const customer = await newCustomer();
    const order = await paidOrder(customer, sellerA);

    expect(await waitingIds(sellerB)).toEqual([]);
    expect((await statsOf(sellerB)).waitingOrders).toBe(0);
    // Another seller cannot act on it either: the order still waits for its own restaurant.
    const foreign = await api.call('seller/update-order-status', {
      params: { id: order.orderId },
      token: sellerB.token,
      body: { status: 'Preparing' },
    });
    expect(foreign.status).toBe(404);
    expect(await waitingIds(sellerA)).toEqual([order.orderId]);

    // Skipping straight to Delivered also ends the wait.
    const delivered = await api.call('seller/update-order-status', {
      params: { id: order.orderId },
      token: sellerA.token,
      body: { status: 'Delivered' },
    });
    expect(delivered.status).toBe(200);
    expect(await waitingIds(sellerA)).toEqual([]);
  });

  it('a new paid order counts in today’s and the week’s figures at once, before the weekly job runs', async () => {
    const seller = await newSeller({ approved: true });
    const customer = await newCustomer();
    await paidOrder(customer, seller);
    await paidOrder(customer, seller);

    expect(await statsOf(seller)).toMatchObject({
      waitingOrders: 2,
      todayOrders: 2,
      todayRevenue: 0,
      totalWeeklyOrders: 2,
      totalDelivered: 0,
      cancelledOrders: 0,
    });
  });

  it('waiting=false, or no flag, is the ordinary newest-first list; any other value is a 400', async () => {
    const seller = await newSeller({ approved: true });
    const refused = await api.call<{ message: string }>('seller/list-orders', {
      token: seller.token,
      query: { waiting: 'yes' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'waiting must be true or false' } });
    const list = await api.call<SellerOrderPage>('seller/list-orders', {
      token: seller.token,
      query: { waiting: 'false' },
    });
    expect(list).toMatchObject({ status: 200, body: { items: [], nextCursor: null } });
  });
});
