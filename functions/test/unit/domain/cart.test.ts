import { describe, expect, it } from 'vitest';
import { CART_CODES } from '@tiffin/shared/api/cart';
import {
  addToCart,
  CART_MESSAGES,
  likelyDestination,
  deleteFromCart,
  reorder,
  updateCartLine,
  getCart,
  MAX_CART_LINES,
} from '#domain/cart/cart';
import type { SavedLocation } from '#domain/model';
import { anOrder, fakePorts, seedShop } from '../support/fakes.ts';

/** The cart's rules without a table: stock, one restaurant per cart, the line limit, dishes that left. */
function shop(dishes?: Parameters<typeof seedShop>[1]) {
  const { ports, tables } = fakePorts();
  const { foods } = seedShop(tables, dishes);
  return { ports, tables, foods };
}

describe('cart rules', () => {
  it('a customer cannot add more of a dish than is in stock', async () => {
    const { ports } = shop([{ quantity: 2 }]);
    await addToCart(ports, 'u-1', 'f-1');
    await addToCart(ports, 'u-1', 'f-1');
    await expect(addToCart(ports, 'u-1', 'f-1')).rejects.toMatchObject({
      statusCode: 409,
      code: CART_CODES.stockLimit,
      message: 'Only 2 Dish 1 left in stock.',
    });
    expect((await getCart(ports, 'u-1')).count).toBe(2);
  });

  it('a sold-out dish cannot be added', async () => {
    const { ports } = shop([{ quantity: 0 }]);
    await expect(addToCart(ports, 'u-1', 'f-1')).rejects.toMatchObject({ code: CART_CODES.outOfStock });
  });

  it('a dish of another restaurant is refused unless the customer asks to replace the cart', async () => {
    const { ports, tables, foods } = shop();
    tables.foods.set('f-other', { ...foods[0]!, id: 'f-other', restaurant: { ...foods[0]!.restaurant, id: 'r-2' } });
    await addToCart(ports, 'u-1', 'f-1');
    await expect(addToCart(ports, 'u-1', 'f-other')).rejects.toMatchObject({ code: CART_CODES.otherRestaurant });
    const replaced = await addToCart(ports, 'u-1', 'f-other', true);
    expect(replaced.cart.items.map((item) => item._id)).toEqual(['f-other']);
  });

  it("a dish that left the catalogue never blocks another restaurant's dish", async () => {
    const { ports, tables, foods } = shop();
    tables.foods.set('f-other', { ...foods[0]!, id: 'f-other', restaurant: { ...foods[0]!.restaurant, id: 'r-2' } });
    await addToCart(ports, 'u-1', 'f-1');
    tables.foods.delete('f-1');
    expect((await addToCart(ports, 'u-1', 'f-other')).cart.items.map((item) => item._id)).toEqual(['f-other']);
  });

  it('an unlisted dish is neither added nor shown', async () => {
    const { ports, tables } = shop([{}, {}]);
    await addToCart(ports, 'u-1', 'f-1');
    await addToCart(ports, 'u-1', 'f-2');
    tables.foods.get('f-2')!.listed = false;
    await expect(addToCart(ports, 'u-1', 'f-2')).rejects.toMatchObject({ statusCode: 404 });
    expect((await getCart(ports, 'u-1')).items.map((item) => item._id)).toEqual(['f-1']);
  });

  it(`a cart holds at most ${MAX_CART_LINES} different dishes`, async () => {
    const { ports } = shop(Array.from({ length: MAX_CART_LINES + 1 }, () => ({})));
    for (let i = 1; i <= MAX_CART_LINES; i++) await addToCart(ports, 'u-1', `f-${i}`);
    await expect(addToCart(ports, 'u-1', `f-${MAX_CART_LINES + 1}`)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('decreasing the last one removes the line, and the empty cart is gone', async () => {
    const { ports, tables } = shop();
    await addToCart(ports, 'u-1', 'f-1');
    const change = await updateCartLine(ports, 'u-1', 'f-1', 'decrease');
    expect(change).toMatchObject({ quantity: 0, message: 'Item removed' });
    expect(tables.carts.has('u-1')).toBe(false);
  });

  it('removing a dish that is not in the cart is a 404 and changes nothing', async () => {
    const { ports, tables } = shop();
    await addToCart(ports, 'u-1', 'f-1');
    const before = structuredClone(tables.carts.get('u-1'));
    await expect(deleteFromCart(ports, 'u-1', 'f-9')).rejects.toMatchObject({ statusCode: 404 });
    expect(tables.carts.get('u-1')).toEqual(before);
  });

  it('the cart shows the same price lines as the checkout: subtotal, 5% tax, payable', async () => {
    const { ports } = shop([{ price: 12_050 }]);
    await addToCart(ports, 'u-1', 'f-1');
    const { summary } = await getCart(ports, 'u-1');
    expect(summary).toMatchObject({ subtotal: 120.5, tax: 6.03, cartTotal: 126.53 });
  });
});

describe('order again', () => {
  /** Dish 1 (₹120, 10 left), Dish 2 (₹120, 1 left), Dish 3 (sold out); u-1's order had 2 of each and a dish now gone. */
  function withPastOrder() {
    const w = shop([{}, { quantity: 1 }, { quantity: 0 }]);
    const line = (foodId: string, name: string, price = 12_000) => ({
      foodId,
      name,
      price,
      image: '',
      quantity: 2,
      reviewed: false,
    });
    w.tables.orders.set(
      'TF-1',
      anOrder({
        lines: [
          line('f-1', 'Dish 1', 10_000),
          line('f-2', 'Dish 2'),
          line('f-3', 'Dish 3'),
          line('f-gone', 'Old Dish'),
        ],
        orderStatus: 'Delivered',
      }),
    );
    return w;
  }

  it("fills the cart with what is still available, at today's prices, and says what changed", async () => {
    const { ports } = withPastOrder();
    const answer = await reorder(ports, 'u-1', 'TF-1');
    expect(answer.cart.items.map((item) => [item._id, item.quantity, item.foodId.price])).toEqual([
      ['f-1', 2, 120],
      ['f-2', 1, 120],
    ]);
    expect(answer.message).toBe(CART_MESSAGES.reorderedWithChanges);
    expect(answer.changes).toEqual([
      'Dish 1 now costs ₹120 (was ₹100).',
      'Only 1 Dish 2 left, so your cart has 1.',
      'Dish 3 is sold out.',
      'Old Dish is no longer on the menu.',
    ]);
  });

  it('a cart holding other dishes is replaced only when the customer agrees', async () => {
    const { ports } = withPastOrder();
    await addToCart(ports, 'u-1', 'f-2');
    await expect(reorder(ports, 'u-1', 'TF-1')).rejects.toMatchObject({
      statusCode: 409,
      code: CART_CODES.cartNotEmpty,
    });
    expect((await getCart(ports, 'u-1')).items.map((item) => [item._id, item.quantity])).toEqual([['f-2', 1]]);
    const replaced = await reorder(ports, 'u-1', 'TF-1', true);
    expect(replaced.cart.count).toBe(3);
  });

  it("a customer cannot reorder someone else's order, and nothing available changes nothing", async () => {
    const { ports, tables } = withPastOrder();
    await expect(reorder(ports, 'u-2', 'TF-1')).rejects.toMatchObject({ statusCode: 404 });
    for (const food of tables.foods.values()) food.quantity = 0;
    await addToCart(ports, 'u-1', 'f-1').catch(() => undefined);
    await expect(reorder(ports, 'u-1', 'TF-1', true)).rejects.toMatchObject({
      statusCode: 409,
      code: CART_CODES.nothingAvailable,
    });
    expect((await getCart(ports, 'u-1')).count).toBe(0);
  });
});

describe('opening hours', () => {
  it('nothing goes into the cart while its restaurant is closed or paused, and the answer says when it opens', async () => {
    // The clock reads Wednesday 12:00 India time.
    const { ports, tables } = shop();
    const restaurant = tables.restaurants.get('r-1')!;
    restaurant.hours = Array.from({ length: 7 }, () => ({ open: '18:00', close: '23:00' }));
    await expect(addToCart(ports, 'u-1', 'f-1')).rejects.toMatchObject({
      statusCode: 409,
      code: CART_CODES.restaurantClosed,
      message: 'Dosa Corner is closed now. Opens at 6:00 pm.',
    });
    Object.assign(restaurant, { hours: null, paused: true });
    await expect(addToCart(ports, 'u-1', 'f-1')).rejects.toMatchObject({
      message: 'Dosa Corner is not taking orders right now.',
    });
    expect((await getCart(ports, 'u-1')).count).toBe(0);
    restaurant.paused = false;
    expect((await addToCart(ports, 'u-1', 'f-1')).quantity).toBe(1);
  });
});

describe('the delivery fee the cart shows', () => {
  it("is worked out for the last order's address in the restaurant's city, else the customer's location there, else not at all", async () => {
    const { ports, tables } = shop();
    await addToCart(ports, 'u-1', 'f-1');
    const deliveryOf = async (location?: SavedLocation) =>
      (await getCart({ ...ports, destination: likelyDestination(ports, 'u-1', location) }, 'u-1')).summary;
    const nearby: SavedLocation = { city: 'bengaluru', lat: 12.98, lon: 77.5946 };

    expect((await deliveryOf()).delivery).toEqual({ basis: 'unknown', address: null, distanceKm: null });
    expect((await deliveryOf({ city: 'mumbai', lat: 19.076, lon: 72.8777 })).delivery.basis).toBe('unknown');
    expect(await deliveryOf(nearby)).toMatchObject({ deliveryFee: 0, delivery: { basis: 'location', address: null } });

    const mumbai = {
      address: '4 Marine Drive',
      city: 'Mumbai',
      pincode: '400020',
      country: 'India',
      phone: '9876543210',
    };
    tables.orders.set('TF-1', anOrder({ orderId: 'TF-1', shippingInfo: mumbai }));
    expect((await deliveryOf(nearby)).delivery.basis).toBe('location');

    tables.orders.set('TF-2', anOrder({ orderId: 'TF-2' }));
    expect(await deliveryOf(nearby)).toMatchObject({
      deliveryFee: 0,
      delivery: { basis: 'lastOrder', address: '12 MG Road, 560001' },
    });
  });
});
