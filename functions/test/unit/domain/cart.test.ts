import { describe, expect, it } from 'vitest';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { addToCart, removeFromCart, updateCartLine, viewCart, MAX_CART_LINES } from '#domain/cart/cart';
import { fakePorts, seedShop } from '../support/fakes.ts';

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
    expect((await viewCart(ports, 'u-1')).count).toBe(2);
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
    expect((await viewCart(ports, 'u-1')).items.map((item) => item._id)).toEqual(['f-1']);
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
    await expect(removeFromCart(ports, 'u-1', 'f-9')).rejects.toMatchObject({ statusCode: 404 });
    expect(tables.carts.get('u-1')).toEqual(before);
  });

  it('the cart shows the same price lines as the checkout: subtotal, 5% tax, payable', async () => {
    const { ports } = shop([{ price: 12_050 }]);
    await addToCart(ports, 'u-1', 'f-1');
    const { summary } = await viewCart(ports, 'u-1');
    expect(summary).toMatchObject({ subtotal: 120.5, tax: 6.03, cartTotal: 126.53 });
  });
});
