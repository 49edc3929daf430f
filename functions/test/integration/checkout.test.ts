import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartChange } from '@tiffin/shared/api/cart';
import type { LatestShipping, OrderCreated, OrderPage, PaymentOrder } from '@tiffin/shared/api/orders';
import { LOCAL_STRIPE_KEYS } from '@tiffin/local/stripe-server';
import { tokenFor } from './support/api.ts';
import { payWithCard as confirmWithCard } from './support/local-stripe.ts';
import { DELIVERY_ADDRESS, newShopDish, shopPayable } from './support/shop.ts';
import { allItems, deleteItem, getItem, setAttributes } from './support/table.ts';
import { keys } from '#data/keys';
import { useStackWithStripe } from './support/stack.ts';

// This file's own local Stripe, so its webhooks reach this file's API. Set before the handlers load.
const { api, payments, stripeBase } = await useStackWithStripe();

const newBuyer = () => tokenFor('customer', `buyer-${randomUUID().slice(0, 8)}`);
const foodKey = (id: string) => keys.food(id);
const stockOf = async (id: string) => (await getItem(foodKey(id)))!.quantity as number;

/** The browser's part of a payment: confirm with the test card, with the publishable key and client secret. */
async function payWithCard(payment: PaymentOrder, card = '4242424242424242') {
  return confirmWithCard(stripeBase, payment, card);
}

async function checkout(token: string, amount: number, shippingInfo = DELIVERY_ADDRESS) {
  return api.call<PaymentOrder & { message: string; code?: string }>('payment/create', {
    token,
    body: { amount, shippingInfo, remark: 'Ring the bell' },
  });
}

/** One dish in the cart and a payment started for it, not yet paid. */
async function startPayment(token: string, dish: string, price = 100) {
  expect((await api.call('cart/add', { token, body: { foodId: dish } })).status).toBe(200);
  const started = await checkout(token, shopPayable([{ price, quantity: 1 }]));
  expect(started.status).toBe(201);
  return started.body;
}

async function buy(token: string, dish: string, price = 100) {
  const payment = await startPayment(token, dish, price);
  expect((await payWithCard(payment)).status).toBe(200);
  return payment;
}

const ordersOf = async (paymentIntentId: string) =>
  (await allItems()).filter((item) => item.entity === 'Order' && item.paymentIntentId === paymentIntentId);

describe('the cart', () => {
  it('adds, counts and prices lines: subtotal, tax, the flat delivery fee until the address is known, total', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(10, 200);
    await api.call('cart/add', { token, body: { foodId: dish } });
    const { body } = await api.call<CartChange>('cart/add', { token, body: { foodId: dish } });
    expect(body.quantity).toBe(2);
    expect(body.cart.count).toBe(2);
    expect(body.cart.summary).toEqual({
      subtotal: 400,
      tax: 20,
      cartTotal: 420,
      deliveryFee: 40,
      discount: 0,
      payable: 460,
      delivery: { basis: 'unknown', address: null, distanceKm: null },
    });
  });

  it('refuses a dish from another restaurant with a code, unless asked to replace the cart', async () => {
    const token = await newBuyer();
    await api.call('cart/add', { token, body: { foodId: await newShopDish(5) } });
    const refused = await api.call('cart/add', { token, body: { foodId: 'f-blr-chicken-biryani' } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CART_OTHER_RESTAURANT' } });
    expect((await api.call<Cart>('cart/get', { token })).body.restaurant?._id).toBe('r-test-mysuru');
    const replaced = await api.call<CartChange>('cart/add', {
      token,
      body: { foodId: 'f-blr-chicken-biryani', replace: true },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.cart.items.map((line) => line._id)).toEqual(['f-blr-chicken-biryani']);
  });

  it('refuses more than the stock, an unknown dish and a sold-out dish', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(1);
    expect((await api.call('cart/add', { token, body: { foodId: dish } })).status).toBe(200);
    expect(await api.call('cart/add', { token, body: { foodId: dish } })).toMatchObject({
      status: 409,
      body: { code: 'STOCK_LIMIT' },
    });
    expect(await api.call('cart/update', { token, body: { foodId: dish, action: 'increase' } })).toMatchObject({
      status: 409,
    });
    expect((await api.call('cart/add', { token, body: { foodId: 'no-such-dish' } })).status).toBe(404);
    expect(await api.call('cart/add', { token, body: { foodId: 'f-blr-kesari-bath', replace: true } })).toMatchObject({
      status: 409,
      body: { code: 'OUT_OF_STOCK' },
    });
  });

  it("decreasing a line at 1 removes it with 'Item removed'; clear empties the cart", async () => {
    const token = await newBuyer();
    const dish = await newShopDish(5);
    await api.call('cart/add', { token, body: { foodId: dish } });
    const removed = await api.call<CartChange>('cart/update', {
      token,
      body: { foodId: dish, action: 'decrease' },
    });
    expect(removed.body).toMatchObject({ message: 'Item removed', quantity: 0 });
    await api.call('cart/add', { token, body: { foodId: dish } });
    await api.call('cart/clear', { token });
    expect((await api.call<Cart>('cart/get', { token })).body).toMatchObject({
      items: [],
      count: 0,
      restaurant: null,
    });
  });

  it('parallel decreases and increases of one line report the quantity actually left; none is lost', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(50);
    const quantityNow = async () => (await api.call<Cart>('cart/get', { token })).body.items[0]?.quantity ?? 0;
    for (let round = 0; round < 8; round++) {
      await api.call('cart/clear', { token });
      await api.call('cart/add', { token, body: { foodId: dish } });
      const actions = ['decrease', 'increase', 'increase', 'decrease', 'increase'] as const;
      const answers = await Promise.all(
        actions.map((action) =>
          action === 'increase'
            ? api.call<CartChange>('cart/add', { token, body: { foodId: dish } })
            : api.call<CartChange>('cart/update', { token, body: { foodId: dish, action } }),
        ),
      );
      const applied = answers.reduce(
        (sum, answer, i) => sum + (answer.status === 200 ? (actions[i] === 'increase' ? 1 : -1) : 0),
        0,
      );
      const left = await quantityNow();
      expect(left, JSON.stringify(answers.map((a) => [a.status, a.body.quantity]))).toBe(1 + applied);
      // The answer that was written last says what is left.
      expect(answers.filter((a) => a.status === 200).map((a) => a.body.quantity)).toContain(left);
    }
  });

  it('a dish its seller deleted leaves every cart: the cart hides it and checkout goes on without it', async () => {
    const token = await newBuyer();
    const gone = await newShopDish(5);
    const kept = await newShopDish(5);
    await api.call('cart/add', { token, body: { foodId: gone } });
    await api.call('cart/add', { token, body: { foodId: kept } });
    await deleteItem(foodKey(gone));
    const cart = (await api.call<Cart>('cart/get', { token })).body;
    expect(cart.items.map((line) => line.foodId._id)).toEqual([kept]);
    expect(await checkout(token, shopPayable([{ price: 100, quantity: 1 }]))).toMatchObject({ status: 201 });
  });

  it("a cart holding only a removed restaurant's dishes never blocks a dish of another restaurant", async () => {
    const token = await newBuyer();
    const gone = await newShopDish(5);
    await api.call('cart/add', { token, body: { foodId: gone } });
    await setAttributes(foodKey(gone), { listed: false });
    expect(await api.call('cart/add', { token, body: { foodId: 'f-blr-masala-dosa' } })).toMatchObject({
      status: 200,
      body: { quantity: 1 },
    });
  });

  it('parallel adds of two restaurants never mix them in one cart', async () => {
    const token = await newBuyer();
    const mine = await newShopDish(50);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.call('cart/add', { token, body: { foodId: i % 2 ? mine : 'f-blr-margherita' } }),
      ),
    );
    const cart = (await api.call<Cart>('cart/get', { token })).body;
    expect(new Set(cart.items.map((line) => line.foodId.restaurant._id)).size).toBe(1);
  });
});

describe("the cart's Total is what the card is charged (issue 28)", () => {
  /** A paid order of one dish to DELIVERY_ADDRESS: the buyer's last order. */
  async function orderOnce(token: string) {
    const payment = await buy(token, await newShopDish(5));
    const verified = await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    expect(verified.status).toBe(200);
  }

  it("a customer who ordered before sees the cart priced for their last order's address, and shipping there charges exactly the cart's Total", async () => {
    const token = await newBuyer();
    await orderOnce(token);
    const dish = await newShopDish(5, 120);
    await api.call('cart/add', { token, body: { foodId: dish } });
    const added = await api.call<CartChange>('cart/add', { token, body: { foodId: dish } });
    // 570001 lies within 5 km of the restaurant: delivery is free, and the Total says so before checkout.
    expect(added.body.cart.summary).toMatchObject({
      deliveryFee: 0,
      payable: 252,
      delivery: { basis: 'lastOrder', address: '7 Irwin Road, Mysuru, 570001' },
    });
    const cart = (await api.call<Cart>('cart/get', { token })).body;
    expect(cart.summary).toEqual(added.body.cart.summary);

    const { shippingInfo } = (await api.call<LatestShipping>('orders/latest-shipping', { token })).body;
    const started = await checkout(token, cart.summary.payable, shippingInfo!);
    expect(started.status).toBe(201);
    expect(started.body.amount).toBe(cart.summary.payable);
    expect((await payWithCard(started.body)).status).toBe(200);
    const placed = await api.call<OrderCreated>('payment/verify', {
      token,
      body: { paymentIntentId: started.body.id },
    });
    expect(placed.status).toBe(200);
    const [order] = (await api.call<OrderPage>('orders/list-mine', { token })).body.items;
    expect(order).toMatchObject({ orderId: placed.body.order.orderId, totalAmount: cart.summary.payable });
  });

  it("a customer who has not ordered yet sees the cart priced from their shared location in the restaurant's city", async () => {
    const token = await newBuyer();
    const near = await api.call('users/update-location', { token, body: { lat: 12.315, lon: 76.655 } });
    expect(near.status).toBe(200);
    const dish = await newShopDish(5, 120);
    const nearCart = await api.call<CartChange>('cart/add', { token, body: { foodId: dish } });
    expect(nearCart.body.cart.summary).toMatchObject({
      deliveryFee: 0,
      payable: 126,
      delivery: { basis: 'location', address: null },
    });
    expect(nearCart.body.cart.summary.delivery.distanceKm).toBeCloseTo(1.1, 1);

    await api.call('users/update-location', { token, body: { lat: 12.245, lon: 76.655 } });
    const farCart = (await api.call<Cart>('cart/get', { token })).body;
    expect(farCart.summary).toMatchObject({ deliveryFee: 40, payable: 166, delivery: { basis: 'location' } });
  });
});

describe('checkout and payment', () => {
  it('a paid checkout makes one order, takes the stock, empties the cart and emails nobody twice', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(3);
    const payment = await buy(token, dish);
    const verified = await api.call<OrderCreated>('payment/verify', {
      token,
      body: { paymentIntentId: payment.id },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.order.orderId).toMatch(/^TF-[0-9A-Z]{8}$/);
    const created = await api.call<OrderCreated>('orders/create', {
      token,
      body: { paymentIntentId: payment.id, totalAmount: 1 },
    });
    expect(created.body.order.orderId).toBe(verified.body.order.orderId);
    await payments.settled();
    expect(await ordersOf(payment.id)).toHaveLength(1);
    expect(await stockOf(dish)).toBe(2);
    expect((await api.call<Cart>('cart/get', { token })).body.count).toBe(0);
    const mine = await api.call<OrderPage>('orders/list-mine', { token });
    expect(mine.body.items[0]).toMatchObject({
      orderStatus: 'Pending',
      paymentStatus: 'Paid',
      remark: 'Ring the bell',
      // ₹100 + ₹5 tax; delivery is free within 5 km.
      totalAmount: 105,
    });
    expect((await api.call('orders/latest-shipping', { token })).body).toEqual({
      shippingInfo: DELIVERY_ADDRESS,
    });
  });

  it("the delivery pincode is saved with the customer's location, for the admin's users list", async () => {
    const sub = `buyer-${randomUUID().slice(0, 8)}`;
    const token = await tokenFor('customer', sub);
    const payment = await buy(token, await newShopDish(3));
    await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    // The local Stripe's webhook may place the order first; its own save of the location can end after verify's answer.
    await vi.waitFor(async () =>
      expect((await getItem(keys.user(sub)))?.location).toEqual({
        city: 'mysuru',
        pincode: DELIVERY_ADDRESS.pincode,
      }),
    );
  });

  it('a tampered amount is refused and changes nothing', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(4);
    await api.call('cart/add', { token, body: { foodId: dish } });
    const before = (await allItems()).filter((item) => item.entity === 'Checkout').length;
    const tampered = await checkout(token, shopPayable([{ price: 100, quantity: 1 }]) - 1);
    expect(tampered).toMatchObject({ status: 409, body: { code: 'AMOUNT_MISMATCH' } });
    expect((await allItems()).filter((item) => item.entity === 'Checkout').length).toBe(before);
    expect(await stockOf(dish)).toBe(4);
    expect((await api.call<Cart>('cart/get', { token })).body.count).toBe(1);
  });

  it('delivery to another city than the restaurant is refused', async () => {
    const token = await newBuyer();
    await api.call('cart/add', { token, body: { foodId: await newShopDish(4) } });
    const answer = await checkout(token, 140, { ...DELIVERY_ADDRESS, city: 'Bengaluru', pincode: '560001' });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Delivery not available to a different city from the restaurant.' },
    });
  });

  it('the card is charged what the cart showed: subtotal + 5% GST + delivery - discount, and the order says so', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(5, 1200);
    await api.call('cart/add', { token, body: { foodId: dish } });
    await api.call('cart/add', { token, body: { foodId: dish } });
    const cart = (await api.call<Cart>('cart/get', { token })).body;
    // ₹2400 + ₹120 tax + ₹40 delivery (the address decides; the cart assumes the fee) - ₹480 off.
    expect(cart.summary).toMatchObject({ subtotal: 2400, tax: 120, deliveryFee: 40, discount: 480, payable: 2080 });
    const far = { ...DELIVERY_ADDRESS, address: '12 Hunsur Road, Hunsur', pincode: '571105' };
    const payment = (await checkout(token, 2080, far)).body;
    expect(payment).toMatchObject({
      amount: 2080,
      quote: { subtotal: 2400, tax: 120, deliveryFee: 40, discount: 480 },
    });
    expect(
      (
        await new Stripe(LOCAL_STRIPE_KEYS.secret, {
          host: new URL(stripeBase).hostname,
          port: Number(new URL(stripeBase).port),
          protocol: 'http',
        }).paymentIntents.retrieve(payment.id)
      ).amount,
    ).toBe(208_000);
    await payWithCard(payment);
    await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    const mine = await api.call<OrderPage>('orders/list-mine', { token });
    expect(mine.body.items[0]).toMatchObject({ totalAmount: 2080, quote: { tax: 120, payable: 2080 } });
  });

  it('a checkout under the card minimum is a clear 400, never a 500, and changes nothing', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(4);
    await api.call('cart/add', { token, body: { foodId: dish } });
    // A dish saved before prices were checked: 0.001 was stored as ₹0.
    await setAttributes(foodKey(dish), { price: 0 });
    const before = (await allItems()).filter((item) => item.entity === 'Checkout').length;
    const answer = await checkout(token, 0, { ...DELIVERY_ADDRESS, address: '1 Sayyaji Rao Road' });
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('₹0.50') } });
    expect((await allItems()).filter((item) => item.entity === 'Checkout').length).toBe(before);
  });

  it('an unknown pincode, or a pincode of another city than the address says, is refused', async () => {
    const token = await newBuyer();
    await api.call('cart/add', { token, body: { foodId: await newShopDish(4) } });
    const amount = shopPayable([{ price: 100, quantity: 1 }]);
    expect(await checkout(token, amount, { ...DELIVERY_ADDRESS, pincode: '999999' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid Pincode' },
    });
    // A Bengaluru pincode with the city written as Mysuru: the pincode decides free delivery, so it must agree.
    expect(await checkout(token, amount, { ...DELIVERY_ADDRESS, pincode: '560001' })).toMatchObject({
      status: 400,
      body: { message: 'This pincode is not in Mysuru. Please check the city and pincode.' },
    });
  });

  it('a customer who writes one pincode in the address and a nearer one in the form is refused, and no payment starts', async () => {
    const token = await newBuyer();
    await api.call('cart/add', { token, body: { foodId: await newShopDish(4) } });
    const before = (await allItems()).filter((item) => item.entity === 'Checkout').length;
    const answer = await checkout(token, shopPayable([{ price: 100, quantity: 1 }]), {
      ...DELIVERY_ADDRESS,
      address: '7 Irwin Road, Mysuru 570008',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'The pincode does not match the address. Please check the address and pincode.' },
    });
    expect((await allItems()).filter((item) => item.entity === 'Checkout').length).toBe(before);
  });

  it('a restaurant removed between checkout and payment gets no order: the payment is refunded', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(3);
    const payment = await startPayment(token, dish);
    // The admin revokes the seller: its dishes leave the catalogue while the customer is paying.
    await setAttributes(foodKey(dish), { listed: false });
    expect((await payWithCard(payment)).status).toBe(200);
    await payments.settled();
    const verified = await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    expect(verified).toMatchObject({ status: 409, body: { code: 'RESTAURANT_UNAVAILABLE' } });
    expect(await ordersOf(payment.id)).toHaveLength(0);
    expect(await stockOf(dish)).toBe(3);
    const refunds = await fetch(`${stripeBase}/v1/refunds?payment_intent=${payment.id}`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}` },
    });
    expect(((await refunds.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('an empty cart cannot be checked out', async () => {
    expect(await checkout(await newBuyer(), 40)).toMatchObject({ status: 409, body: { code: 'EMPTY_CART' } });
  });

  it('verify before paying says the payment is not completed; a declined card is refused', async () => {
    const token = await newBuyer();
    await api.call('cart/add', { token, body: { foodId: await newShopDish(4) } });
    const started = (await checkout(token, shopPayable([{ price: 100, quantity: 1 }]))).body;
    expect(await api.call('payment/verify', { token, body: { paymentIntentId: started.id } })).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_COMPLETED' },
    });
    expect(await payWithCard(started, '4000000000000002')).toMatchObject({
      status: 402,
      body: { error: { code: 'card_declined' } },
    });
    expect(await ordersOf(started.id)).toHaveLength(0);
  });

  it("another customer's payment cannot be claimed", async () => {
    const payment = await buy(await newBuyer(), await newShopDish(2));
    const thief = await newBuyer();
    expect((await api.call('payment/verify', { token: thief, body: { paymentIntentId: payment.id } })).status).toBe(
      404,
    );
  });

  it("my orders page by page; a cursor from another customer's list is a 400 and shows none of theirs", async () => {
    const owner = await newBuyer();
    for (const dish of [await newShopDish(2), await newShopDish(2)]) {
      const payment = await buy(owner, dish);
      await api.call('payment/verify', { token: owner, body: { paymentIntentId: payment.id } });
    }
    const first = await api.call<OrderPage>('orders/list-mine', { token: owner, query: { limit: '1' } });
    expect(first.body.items).toHaveLength(1);
    const cursor = first.body.nextCursor!;
    const second = await api.call<OrderPage>('orders/list-mine', {
      token: owner,
      query: { limit: '1', cursor },
    });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0]!._id).not.toBe(first.body.items[0]!._id);

    const other = await newBuyer();
    expect(await api.call('orders/list-mine', { token: other, query: { cursor } })).toMatchObject({
      status: 400,
      body: { message: 'Invalid cursor' },
    });
  });

  it('a payment whose tab closed still makes its order through the webhook', async () => {
    const token = await newBuyer();
    const payment = await buy(token, await newShopDish(2));
    await payments.settled();
    expect(await ordersOf(payment.id)).toHaveLength(1);
    expect((await api.call<OrderPage>('orders/list-mine', { token })).body.items).toHaveLength(1);
  });

  it('the webhook delivered 5 times makes one order', async () => {
    const payment = await buy(await newBuyer(), await newShopDish(5));
    const payload = JSON.stringify({
      id: 'evt_replay',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: payment.id, object: 'payment_intent' } },
    });
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${api.base}/api/payment/webhook`, {
          method: 'POST',
          headers: {
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: LOCAL_STRIPE_KEYS.webhookSecret,
            }),
          },
          body: payload,
        }),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await payments.settled();
    expect(await ordersOf(payment.id)).toHaveLength(1);
  });

  it('a webhook with a bad signature is refused and makes nothing', async () => {
    const payment = (await checkout(await newBuyer(), 0).catch(() => undefined))?.body;
    const payload = JSON.stringify({
      type: 'payment_intent.succeeded',
      data: { object: { id: payment?.id ?? 'pi_forged123' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const answer = await fetch(`${api.base}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': forged },
      body: payload,
    });
    expect(answer.status).toBe(400);
  });

  it('20 parallel checkouts of a dish with stock 5 make exactly 5 orders; the others are refunded and told', async () => {
    const dish = await newShopDish(5);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newBuyer()));
    // Every buyer starts a payment before anyone pays: an early payment fulfilled through the webhook would
    // sell out the stock, and a later buyer would be refused at create-order instead of after paying.
    const paid = await Promise.all(buyers.map((token) => startPayment(token, dish)));
    for (const answer of await Promise.all(paid.map((payment) => payWithCard(payment)))) {
      expect(answer.status).toBe(200);
    }
    const answers = await Promise.all(
      buyers.map((token, i) =>
        api.call<OrderCreated & { code?: string }>('payment/verify', {
          token,
          body: { paymentIntentId: paid[i]!.id },
        }),
      ),
    );
    await payments.settled();
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(new Set(placed.map((answer) => answer.body.order.orderId)).size).toBe(5);
    expect(refused).toHaveLength(15);
    expect(
      refused.every((answer) => answer.body.code === 'STOCK_RAN_OUT' && /refunded/.test(answer.body.message)),
    ).toBe(true);
    expect(await stockOf(dish)).toBe(0);
    const orders = (await allItems()).filter(
      (item) => item.entity === 'Order' && (item.lines as { foodId: string }[]).some((line) => line.foodId === dish),
    );
    expect(orders).toHaveLength(5);
    const refunds = await fetch(`${stripeBase}/v1/refunds`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_KEYS.secret}` },
    });
    const refunded = new Set(
      ((await refunds.json()) as { data: { payment_intent: string }[] }).data.map((refund) => refund.payment_intent),
    );
    expect(paid.filter((payment) => refunded.has(payment.id))).toHaveLength(15);
  });
});

describe('a cancel puts the stock back', () => {
  it('a cancel restocks up to the stock maximum (100,000), never past it', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(10);
    for (let i = 0; i < 3; i++)
      expect((await api.call('cart/add', { token, body: { foodId: dish } })).status).toBe(200);
    const payment = await checkout(token, shopPayable([{ price: 100, quantity: 3 }]));
    expect(payment.status).toBe(201);
    expect((await payWithCard(payment.body)).status).toBe(200);
    await payments.settled();
    const [order] = await ordersOf(payment.body.id);
    // Meanwhile the seller filled the stock to one short of the maximum.
    await setAttributes(foodKey(dish), { quantity: 99_999 });
    const cancelled = await api.call('orders/cancel', { params: { id: order!.orderId as string }, token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(dish)).toBe(100_000);
  });
});

describe('a checkout holds its price and the restaurant for 15 minutes', () => {
  /** The checkout as if it had been started `minutes` ago. */
  const startedAgo = (paymentIntentId: string, minutes: number) =>
    setAttributes(keys.checkout(paymentIntentId), {
      createdAt: new Date(Date.now() - minutes * 60_000).toISOString(),
    });
  const stripe = new Stripe(LOCAL_STRIPE_KEYS.secret, {
    host: '127.0.0.1',
    port: new URL(stripeBase).port,
    protocol: 'http',
  });

  it('a checkout left unpaid for 15 minutes cannot be paid any more: its intent is cancelled, checking out again works', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(5);
    const payment = await startPayment(token, dish);
    await startedAgo(payment.id, 16);
    const verified = await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    expect(verified).toMatchObject({ status: 409, body: { code: 'CHECKOUT_EXPIRED' } });
    expect((verified.body as { message: string }).message).toBe(
      'This checkout has expired: prices and opening hours are held for 15 minutes. Please check out again.',
    );
    expect((await stripe.paymentIntents.retrieve(payment.id)).status).toBe('canceled');
    expect(await payWithCard(payment)).toMatchObject({
      status: 400,
      body: { error: { code: 'payment_intent_unexpected_state' } },
    });
    expect(await ordersOf(payment.id)).toHaveLength(0);
    expect(await stockOf(dish)).toBe(5);
    // A new quote: the cart is still there and pays.
    const again = await checkout(token, shopPayable([{ price: 100, quantity: 1 }]));
    expect(again.status).toBe(201);
    expect((await payWithCard(again.body)).status).toBe(200);
    await payments.settled();
    expect(await ordersOf(again.body.id)).toHaveLength(1);
  });

  it('a payment made long after the hold (a script that kept the client secret) is refunded and makes no order', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(5, 120);
    const payment = await startPayment(token, dish, 120);
    await startedAgo(payment.id, 30);
    expect((await payWithCard(payment)).status).toBe(200);
    await payments.settled();
    const verified = await api.call('payment/verify', { token, body: { paymentIntentId: payment.id } });
    expect(verified).toMatchObject({ status: 409, body: { code: 'CHECKOUT_EXPIRED' } });
    expect(await ordersOf(payment.id)).toHaveLength(0);
    expect(await stockOf(dish)).toBe(5);
    const refunds = await stripe.refunds.list({ payment_intent: payment.id });
    expect(refunds.data).toHaveLength(1);
  });

  it('within its 15 minutes a checkout keeps its price though the seller raised it, and pays', async () => {
    const token = await newBuyer();
    const dish = await newShopDish(5, 100);
    const payment = await startPayment(token, dish, 100);
    await startedAgo(payment.id, 14);
    await setAttributes(foodKey(dish), { price: 50_000 });
    expect((await payWithCard(payment)).status).toBe(200);
    await payments.settled();
    const verified = await api.call<OrderCreated>('payment/verify', {
      token,
      body: { paymentIntentId: payment.id },
    });
    expect(verified.status).toBe(200);
    expect(await ordersOf(payment.id)).toHaveLength(1);
  });
});

describe('reviews', () => {
  async function deliveredOrder() {
    const token = await newBuyer();
    const dish = await newShopDish(3);
    const payment = await buy(token, dish);
    const { body } = await api.call<OrderCreated>('payment/verify', {
      token,
      body: { paymentIntentId: payment.id },
    });
    return { token, dish, orderId: body.order.orderId };
  }
  const review = (token: string, body: Record<string, unknown>) =>
    api.call('reviews/submit', { token, body: { rating: 4, comment: 'Lovely', ...body } });
  const totals = async (key: Record<string, string>) => {
    const item = await getItem(key);
    return { sum: item?.ratingSum ?? 0, count: item?.ratingCount ?? 0 };
  };

  it('a review before delivery is refused and changes nothing', async () => {
    const { token, dish, orderId } = await deliveredOrder();
    const before = await totals(foodKey(dish));
    expect(await review(token, { orderId, type: 'food', foodId: dish })).toMatchObject({
      status: 409,
      body: { code: 'NOT_DELIVERED' },
    });
    expect(await totals(foodKey(dish))).toEqual(before);
  });

  it('the customer reviews each dish once and the restaurant once; the totals move in the same write', async () => {
    const { token, dish, orderId } = await deliveredOrder();
    await setAttributes(keys.order(orderId), { orderStatus: 'Delivered' });
    const restaurantBefore = await totals(keys.restaurant('r-test-mysuru'));
    expect(await review(token, { orderId, type: 'food', foodId: dish, rating: 5 })).toMatchObject({
      status: 200,
      body: { message: 'Review submitted!' },
    });
    expect(await totals(foodKey(dish))).toEqual({ sum: 5, count: 1 });
    expect(await review(token, { orderId, type: 'food', foodId: dish })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_REVIEWED' },
    });
    expect(await totals(foodKey(dish))).toEqual({ sum: 5, count: 1 });
    expect(
      (await review(token, { orderId, type: 'restaurant', restaurantId: 'r-test-mysuru', rating: 3 })).status,
    ).toBe(200);
    expect(await totals(keys.restaurant('r-test-mysuru'))).toEqual({
      sum: restaurantBefore.sum + 3,
      count: restaurantBefore.count + 1,
    });
    const [order] = (await api.call<OrderPage>('orders/list-mine', { token })).body.items;
    expect(order).toMatchObject({ restaurantReviewed: true, cartItems: [{ reviewed: true }] });
    const detail = await api.call<{ reviewCount: number; rating: number }>('catalogue/get-food', {
      params: { id: dish },
    });
    expect(detail.body).toMatchObject({ reviewCount: 1, rating: 5 });
  });

  it("a review of someone else's order is refused and changes nothing", async () => {
    const { dish, orderId } = await deliveredOrder();
    await setAttributes(keys.order(orderId), { orderStatus: 'Delivered' });
    const before = await totals(foodKey(dish));
    expect((await review(await newBuyer(), { orderId, type: 'food', foodId: dish })).status).toBe(404);
    expect(await totals(foodKey(dish))).toEqual(before);
  });

  it('ten parallel reviews of one line count once', async () => {
    const { token, dish, orderId } = await deliveredOrder();
    await setAttributes(keys.order(orderId), { orderStatus: 'Delivered' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => review(token, { orderId, type: 'food', foodId: dish })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await totals(foodKey(dish))).toEqual({ sum: 4, count: 1 });
  });

  it('a rating outside 1-5 or a blank comment says Please provide rating and comment.', async () => {
    const { token, dish, orderId } = await deliveredOrder();
    expect(await review(token, { orderId, type: 'food', foodId: dish, rating: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Please provide rating and comment.' },
    });
    expect(await review(token, { orderId, type: 'food', foodId: dish, comment: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Please provide rating and comment.' },
    });
  });
});
