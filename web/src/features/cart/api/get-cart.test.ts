import { describe, expect, it } from 'vitest';
import { countCartItems } from './get-cart';

describe('cart count', () => {
  it('the badge counts the units of every cart line', () => {
    expect(countCartItems({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(countCartItems([{ quantity: 1 }, { foodId: 'f2' }])).toBe(2);
    expect(countCartItems({ items: [] })).toBe(0);
  });

  it('an answer that is not a list of cart lines gives no number', () => {
    expect(countCartItems(undefined)).toBeNull();
    expect(countCartItems({ message: 'ok' })).toBeNull();
    expect(countCartItems({ items: [{ quantity: 'two' }] })).toBeNull();
    expect(countCartItems({ items: ['f1'] })).toBeNull();
  });
});
