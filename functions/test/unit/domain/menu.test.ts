import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES, addCategory, addFood, editFood, getOwnFood, deleteFood } from '#domain/seller/menu';
import { fakePorts, seedShop } from '../support/fakes.ts';

/** A seller's menu: money stored in whole paise, and only the seller's own dishes. */
function world() {
  const w = fakePorts();
  seedShop(w.tables);
  w.tables.categories.set('cat-dosa', { _id: 'cat-dosa', cat: 'Dosa', catimg: '' });
  for (const [id, restaurantId] of [
    ['u-seller', 'r-1'],
    ['u-other', 'r-2'],
  ] as const) {
    w.tables.accounts.set(id, {
      id,
      role: 'seller',
      username: id,
      email: `${id}@example.com`,
      phoneno: '9876543210',
      passwordHash: 'x',
      verified: true,
      approved: true,
      restaurantId,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  }
  return w;
}
const dish = { name: 'Masala Dosa', price: 120.5, type: 'veg' as const, category: 'cat-dosa', quantity: 5 };

describe('seller menu', () => {
  it('a price in rupees is stored as whole paise and shown back in rupees', async () => {
    const w = world();
    const { food } = await addFood(w.ports, { sub: 'u-seller' }, dish);
    expect(w.tables.foods.get(food._id)!.price).toBe(12_050);
    expect(food.price).toBe(120.5);
  });

  it("a seller cannot read, edit or delete another restaurant's dish", async () => {
    const w = world();
    const other = { sub: 'u-other' };
    await expect(getOwnFood(w.ports, other, 'f-1')).rejects.toMatchObject({ message: MENU_MESSAGES.notFound });
    await expect(editFood(w.ports, other, 'f-1', dish)).rejects.toMatchObject({ statusCode: 404 });
    await expect(deleteFood(w.ports, other, 'f-1')).rejects.toMatchObject({ statusCode: 404 });
    expect(w.tables.foods.get('f-1')!.name).toBe('Dish 1');
  });

  it('an unknown category is refused and nothing is stored', async () => {
    const w = world();
    const before = w.tables.foods.size;
    await expect(addFood(w.ports, { sub: 'u-seller' }, { ...dish, category: 'cat-none' })).rejects.toMatchObject({
      message: MENU_MESSAGES.unknownCategory,
    });
    expect(w.tables.foods.size).toBe(before);
  });

  it('a category name is unique whatever its case or spacing', async () => {
    const w = world();
    await expect(addCategory(w.ports, { sub: 'u-seller' }, { cat: '  dosa ', catimg: '' })).rejects.toMatchObject({
      message: MENU_MESSAGES.categoryExists,
    });
  });

  it('a new dish of an unlisted restaurant stays unlisted', async () => {
    const w = world();
    w.tables.restaurants.get('r-1')!.listed = false;
    const { food } = await addFood(w.ports, { sub: 'u-seller' }, dish);
    expect(w.tables.foods.get(food._id)!.listed).toBe(false);
  });
});
