import { describe, expect, it } from 'vitest';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { ORDER_CODES } from '@tiffin/shared/api/orders';
import { addToCart } from '#domain/cart/cart';
import { CHECKOUT_MESSAGES, createPayment, createOrder, handleStripeEvent } from '#domain/orders/checkout';
import { quote } from '@tiffin/shared/pricing';
import { lookupPincode } from '#platform/geo/index';
import { anAccount, fakePorts, seedShop } from '../support/fakes.ts';

/** Money and stock at checkout, without a table or Stripe: the card is charged what the cart showed, once. */
const address = {
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  country: 'India',
  phone: '9876543210',
};

async function cartOf(dishes: Parameters<typeof seedShop>[1], quantities: number[] = [1]) {
  const world = fakePorts();
  seedShop(world.tables, dishes);
  world.tables.accounts.set('u-1', anAccount({ id: 'u-1' }));
  for (const [index, quantity] of quantities.entries()) {
    for (let i = 0; i < quantity; i++) await addToCart(world.ports, 'u-1', `f-${index + 1}`);
  }
  return world;
}

/** The cart's payable for the address, in rupees, as the web shows it (the same shared quote). */
function payableFor(world: Awaited<ReturnType<typeof cartOf>>): number {
  const place = lookupPincode(address.pincode)!;
  const restaurant = world.tables.restaurants.get('r-1')!;
  const cart = world.tables.carts.get('u-1')!;
  const priced = quote({
    lines: cart.lines.map((line) => ({
      unitPrice: world.tables.foods.get(line.foodId)!.price,
      quantity: line.quantity,
    })),
    restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
    delivery: { lat: place.latitude!, lon: place.longitude! },
  });
  return priced.payable / 100;
}

describe('opening hours at checkout', () => {
  it('a payment cannot start while the restaurant is paused; one already paying when it pauses still completes', async () => {
    const world = await cartOf([{}]);
    const payment = await createPayment(world.ports, 'u-1', { amount: payableFor(world), shippingInfo: address });
    world.tables.restaurants.get('r-1')!.paused = true;
    world.payments.pay(payment.id);
    await expect(createOrder(world.ports, payment.id, 'u-1')).resolves.toMatchObject({
      message: CHECKOUT_MESSAGES.placed,
    });
    world.tables.carts.set('u-1', { restaurantId: 'r-1', lines: [{ foodId: 'f-1', quantity: 1 }], version: 1 });
    await expect(
      createPayment(world.ports, 'u-1', { amount: payableFor(world), shippingInfo: address }),
    ).rejects.toMatchObject({ statusCode: 409, code: CART_CODES.restaurantClosed });
    expect(world.payments.intents.size).toBe(1);
  });
});

describe('checkout money', () => {
  it('the card is charged exactly the payable the cart showed (subtotal + 5% tax + delivery - discount)', async () => {
    const world = await cartOf([{ price: 12_050 }], [2]);
    const payable = payableFor(world);
    const order = await createPayment(world.ports, 'u-1', { amount: payable, shippingInfo: address });
    expect(world.payments.intents.get(order.id)?.amount).toBe(Math.round(payable * 100));
    expect(order).toMatchObject({ amount: payable, quote: { subtotal: 241, tax: 12.05, payable } });
    expect(world.tables.checkouts.get(order.id)?.quote.payable).toBe(Math.round(payable * 100));
  });

  it('an amount other than the payable is a 409 and starts no payment', async () => {
    const world = await cartOf([{ price: 12_050 }], [2]);
    await expect(
      createPayment(world.ports, 'u-1', { amount: payableFor(world) - 0.01, shippingInfo: address }),
    ).rejects.toMatchObject({ statusCode: 409, code: ORDER_CODES.amountMismatch });
    expect(world.payments.intents.size).toBe(0);
  });

  it('a payable under the card minimum is a clear 400 and starts no payment', async () => {
    const world = await cartOf([{ price: 0 }]);
    await expect(createPayment(world.ports, 'u-1', { amount: 0, shippingInfo: address })).rejects.toMatchObject({
      statusCode: 400,
      message: CHECKOUT_MESSAGES.belowCardMinimum,
    });
    expect(world.payments.intents.size).toBe(0);
  });

  it('a pincode of another city is refused with a message', async () => {
    const world = await cartOf([{}]);
    await expect(
      createPayment(world.ports, 'u-1', { amount: 1, shippingInfo: { ...address, pincode: '400001' } }),
    ).rejects.toMatchObject({ statusCode: 400, message: CHECKOUT_MESSAGES.pincodeElsewhere('Bengaluru') });
  });
});

describe('paid checkouts become one order', () => {
  async function paidCheckout(stock = 10, quantity = 1) {
    const world = await cartOf([{ price: 10_000, quantity: stock }], [Math.min(quantity, stock)]);
    const payable = payableFor(world);
    const payment = await createPayment(world.ports, 'u-1', { amount: payable, shippingInfo: address });
    world.payments.pay(payment.id);
    return { world, payment };
  }

  it('a payment that did not succeed makes no order', async () => {
    const world = await cartOf([{}]);
    const payable = payableFor(world);
    const payment = await createPayment(world.ports, 'u-1', { amount: payable, shippingInfo: address });
    await expect(createOrder(world.ports, payment.id, 'u-1')).rejects.toMatchObject({ code: ORDER_CODES.notPaid });
    expect(world.tables.orders.size).toBe(0);
  });

  it('verify, order-create and the webhook together make one order and take the stock once', async () => {
    const { world, payment } = await paidCheckout(5, 2);
    const answers = await Promise.all([
      createOrder(world.ports, payment.id, 'u-1'),
      createOrder(world.ports, payment.id, 'u-1'),
      handleStripeEvent(
        world.ports,
        JSON.stringify({ type: 'payment_intent.succeeded', paymentIntentId: payment.id }),
        'good',
      ),
    ]);
    expect(
      new Set(answers.slice(0, 2).map((answer) => (answer as { order: { orderId: string } }).order.orderId)).size,
    ).toBe(1);
    expect(world.tables.orders.size).toBe(1);
    expect(world.tables.foods.get('f-1')!.quantity).toBe(3);
    expect(world.mailer.sent.filter((mail) => mail.subject.includes('is confirmed'))).toHaveLength(1);
  });

  it('another customer cannot complete my payment', async () => {
    const { world, payment } = await paidCheckout();
    await expect(createOrder(world.ports, payment.id, 'u-2')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a dish that sold out while the customer paid refunds the payment once and makes no order', async () => {
    const { world, payment } = await paidCheckout(1, 1);
    world.tables.foods.get('f-1')!.quantity = 0;
    await expect(createOrder(world.ports, payment.id, 'u-1')).rejects.toMatchObject({
      code: ORDER_CODES.stockRanOut,
    });
    await expect(createOrder(world.ports, payment.id, 'u-1')).rejects.toMatchObject({
      code: ORDER_CODES.stockRanOut,
    });
    expect(world.payments.refunds).toEqual([payment.id]);
    expect(world.tables.orders.size).toBe(0);
  });

  it('a restaurant removed while the customer paid gets no order; the payment is refunded', async () => {
    const { world, payment } = await paidCheckout();
    world.tables.foods.get('f-1')!.listed = false;
    await expect(createOrder(world.ports, payment.id, 'u-1')).rejects.toMatchObject({
      code: ORDER_CODES.restaurantUnavailable,
    });
    expect(world.payments.refunds).toEqual([payment.id]);
  });

  it('the refund mail says why: a removed restaurant stopped taking orders, a sold-out dish sold out', async () => {
    const removed = await paidCheckout();
    removed.world.tables.foods.get('f-1')!.listed = false;
    await expect(createOrder(removed.world.ports, removed.payment.id, 'u-1')).rejects.toThrow();
    const [closedMail] = removed.world.mailer.sent.filter((mail) => mail.subject.includes('refunded'));
    expect(closedMail!.text).toContain('The restaurant stopped taking orders while you were paying');
    expect(closedMail!.text).not.toContain('sold out');

    const soldOut = await paidCheckout(1, 1);
    soldOut.world.tables.foods.get('f-1')!.quantity = 0;
    await expect(createOrder(soldOut.world.ports, soldOut.payment.id, 'u-1')).rejects.toThrow();
    const [soldOutMail] = soldOut.world.mailer.sent.filter((mail) => mail.subject.includes('refunded'));
    expect(soldOutMail!.text).toContain('A dish in your order sold out while you were paying');
  });

  it('a webhook with a bad signature is a 400 and changes nothing', async () => {
    const { world, payment } = await paidCheckout();
    await expect(
      handleStripeEvent(
        world.ports,
        JSON.stringify({ type: 'payment_intent.succeeded', paymentIntentId: payment.id }),
        'forged',
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(world.tables.orders.size).toBe(0);
  });
});
