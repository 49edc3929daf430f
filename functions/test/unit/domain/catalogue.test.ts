import { describe, expect, it } from 'vitest';
import { likelyDestination } from '#domain/cart/cart';
import { listRestaurants, listRestaurantFoods } from '#domain/catalogue/listings';
import type { SavedLocation } from '#domain/model';
import { fakePorts, seedShop } from '../support/fakes.ts';

/** The home page's top-rated restaurants, ordered as their name says. */
function city(restaurants: { id: string; name: string; ratingSum: number; ratingCount: number }[]) {
  const world = fakePorts();
  const { restaurant } = seedShop(world.tables, []);
  world.tables.restaurants.clear();
  for (const r of restaurants) world.tables.restaurants.set(r.id, { ...restaurant, ...r });
  return world;
}

describe('top-rated restaurants', () => {
  it('come by rating, then by number of reviews, with unrated restaurants last', async () => {
    const { ports } = city([
      { id: 'a', name: 'Aroma', ratingSum: 0, ratingCount: 0 },
      { id: 'b', name: 'Bhojan', ratingSum: 9, ratingCount: 2 },
      { id: 'c', name: 'Chaat', ratingSum: 45, ratingCount: 10 },
      { id: 'd', name: 'Dosa', ratingSum: 5, ratingCount: 1 },
    ]);
    const page = await listRestaurants(ports, { city: 'bengaluru' });
    expect(page.items.map((r) => r.name)).toEqual(['Dosa', 'Chaat', 'Bhojan', 'Aroma']);
  });

  it('page after page, each restaurant once and in the same order', async () => {
    const { ports } = city(
      Array.from({ length: 7 }, (_, i) => ({ id: `r${i}`, name: `R${i}`, ratingSum: i, ratingCount: i ? 1 : 0 })),
    );
    const first = await listRestaurants(ports, { city: 'bengaluru', limit: 4 });
    const second = await listRestaurants(ports, { city: 'bengaluru', limit: 4, cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((r) => r.name)).toEqual(['R6', 'R5', 'R4', 'R3', 'R2', 'R1', 'R0']);
    expect(second.nextCursor).toBeNull();
  });
});

describe("a restaurant's cuisine", () => {
  it('is its top categories: those most of its listed dishes are in, at most three, on the list and on its page', async () => {
    const world = fakePorts();
    const category = (cat: string) => ({ _id: `cat-${cat}`, cat, catimg: '' });
    seedShop(world.tables, [
      { category: category('Dosa') },
      { category: category('Dosa') },
      { category: category('Dosa') },
      { category: category('Coffee') },
      { category: category('Coffee') },
      { category: category('Idli') },
      { category: category('Vada') },
      { category: category('Biryani'), listed: false },
      { category: category('Biryani'), listed: false },
    ]);

    const [listed] = (await listRestaurants(world.ports, { city: 'bengaluru' })).items;
    expect(listed!.categories).toEqual(['Dosa', 'Coffee', 'Idli']);
    expect((await listRestaurantFoods(world.ports, 'r-1', {})).restaurant.categories).toEqual([
      'Dosa',
      'Coffee',
      'Idli',
    ]);
    expect((await listRestaurants(world.ports, {})).items[0]!.categories).toEqual(['Dosa', 'Coffee', 'Idli']);
  });

  it('a menu comes grouped: by category name, then by dish name', async () => {
    const world = fakePorts();
    const category = (cat: string) => ({ _id: `cat-${cat}`, cat, catimg: '' });
    seedShop(world.tables, [
      { name: 'Vada', category: category('Snacks') },
      { name: 'Masala Dosa', category: category('Dosa') },
      { name: 'Bonda', category: category('Snacks') },
      { name: 'Plain Dosa', category: category('Dosa') },
    ]);

    const menu = await listRestaurantFoods(world.ports, 'r-1', {});
    expect(menu.items.map((food) => food.name)).toEqual(['Masala Dosa', 'Plain Dosa', 'Bonda', 'Vada']);
  });
});

describe('the delivery estimate on a restaurant card', () => {
  it("is given where the customer's likely address in the restaurant's city is known: distance, minutes, and the fee (free at 5 km or less, else ₹40)", async () => {
    const world = fakePorts();
    seedShop(world.tables);
    const near: SavedLocation = { city: 'bengaluru', lat: 12.98, lon: 77.5946 };
    const far: SavedLocation = { city: 'bengaluru', lat: 13.05, lon: 77.5946 };
    const listFor = async (location?: SavedLocation) =>
      (
        await listRestaurants(
          { ...world.ports, destination: likelyDestination(world.ports, 'u-1', location) },
          {
            city: 'bengaluru',
          },
        )
      ).items[0]!.delivery;

    expect(await listFor(near)).toEqual({ distanceKm: 0.9, fee: 0, minutes: 25 });
    expect(await listFor(far)).toEqual({ distanceKm: 8.7, fee: 40, minutes: 50 });
    expect(await listFor({ city: 'mumbai', lat: 19.076, lon: 72.8777 })).toBeNull();
    expect(await listFor()).toBeNull();
    expect((await listRestaurants(world.ports, { city: 'bengaluru' })).items[0]!.delivery).toBeNull();
  });
});
