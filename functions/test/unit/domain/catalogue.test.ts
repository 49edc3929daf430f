import { describe, expect, it } from 'vitest';
import { listRestaurants } from '#domain/catalogue/listings';
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
