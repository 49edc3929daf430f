import { describe, expect, it } from 'vitest';
import type { Category } from '@tiffin/shared/api/catalogue';
import type { FoodSaved } from '@tiffin/shared/api/seller';
import { MAX_CATEGORIES_PER_SELLER, MAX_DISHES_PER_RESTAURANT } from '@tiffin/shared/api/seller';
import { LIMITS } from '@tiffin/shared/api/routes';
import { foodsOfRestaurant } from '#data/dishes';
import { newDish } from './support/records.ts';
import { newSeller, tag, type SellerIdentity } from './support/people.ts';
import { tiffinPhoto } from './support/photos.ts';
import { useStack } from './support/stack.ts';

// This file runs at the real limits (the rest of the suite raises them).
process.env.RATE_LIMIT_MULTIPLIER = '1';

const { api } = await useStack();

const addDish = (seller: SellerIdentity, name = `Capped dish ${tag()}`) =>
  api.call<FoodSaved & { message: string }>('seller/add-food', {
    token: seller.token,
    body: { name, price: 120, category: 'cat-dosa', quantity: 5 },
  });

const addCategory = (seller: SellerIdentity, cat = `Capped category ${tag()}`) =>
  api.call<Category & { message: string }>('seller/add-category', {
    token: seller.token,
    body: { cat, catimg: tiffinPhoto() },
  });

/** An approved seller whose restaurant already has `count` dishes (written straight to the table, as seeds are). */
async function sellerWithMenu(count: number) {
  const seller = await newSeller({ approved: true });
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, () => newDish(seller.restaurant, { quantity: 5 })),
    );
  }
  return seller;
}

const menuSize = async (seller: SellerIdentity) => (await foodsOfRestaurant(seller.restaurant.id)).length;

describe('a seller has bounds', () => {
  it(`a seller whose restaurant has ${MAX_DISHES_PER_RESTAURANT} dishes cannot add another: 409 naming the limit, and nothing is written`, async () => {
    const seller = await sellerWithMenu(MAX_DISHES_PER_RESTAURANT);
    const refused = await addDish(seller);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `A restaurant can have at most ${MAX_DISHES_PER_RESTAURANT} dishes. Delete a dish to add another.`,
      code: 'MENU_FULL',
    });
    expect(await menuSize(seller)).toBe(MAX_DISHES_PER_RESTAURANT);
  });

  it('a seller who sends many adds at once near the limit gets only as many as fit: the menu never passes it', async () => {
    const seller = await sellerWithMenu(MAX_DISHES_PER_RESTAURANT - 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => addDish(seller)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await menuSize(seller)).toBe(MAX_DISHES_PER_RESTAURANT);
  });

  it('a seller at the limit who deletes a dish can add one again, and only one', async () => {
    const seller = await sellerWithMenu(MAX_DISHES_PER_RESTAURANT);
    const [dish] = await foodsOfRestaurant(seller.restaurant.id);
    const deleted = await api.call('seller/delete-food', { params: { id: dish!.id }, token: seller.token });
    expect(deleted.status).toBe(200);
    expect((await addDish(seller)).status).toBe(201);
    expect((await addDish(seller)).status).toBe(409);
    expect(await menuSize(seller)).toBe(MAX_DISHES_PER_RESTAURANT);
  });

  it(`a seller who adds ${MAX_CATEGORIES_PER_SELLER} categories cannot add another (parallel adds included); another seller still can`, async () => {
    const [seller, neighbour] = [await newSeller({ approved: true }), await newSeller({ approved: true })];
    const first = await Promise.all(Array.from({ length: MAX_CATEGORIES_PER_SELLER - 2 }, () => addCategory(seller)));
    for (const answer of first) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const race = await Promise.all(Array.from({ length: 5 }, () => addCategory(seller)));
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = await addCategory(seller);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `A seller can add at most ${MAX_CATEGORIES_PER_SELLER} categories. Choose an existing category.`,
      code: 'CATEGORY_LIMIT',
    });
    expect((await addCategory(neighbour)).status).toBe(201);
  });

  it(`a script editing dishes with a seller's token past ${LIMITS.sellerWrite[0].max} writes in ${LIMITS.sellerWrite[0].windowSeconds / 60} minutes gets 429; another seller is not stopped`, async () => {
    const [script, neighbour] = [await newSeller({ approved: true }), await newSeller({ approved: true })];
    const [dish, other] = [await newDish(script.restaurant), await newDish(neighbour.restaurant)];
    const edit = (seller: SellerIdentity, id: string) =>
      api.call('seller/edit-food', {
        params: { id },
        token: seller.token,
        body: { name: `Edited ${tag()}`, price: 99, category: 'cat-dosa', quantity: 7 },
      });
    for (let i = 0; i < LIMITS.sellerWrite[0].max; i++) expect((await edit(script, dish.id)).status).toBe(200);
    const blocked = await edit(script, dish.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in /) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Each seller write route counts on its own, per seller.
    expect((await addDish(script)).status).toBe(201);
    expect((await edit(neighbour, other.id)).status).toBe(200);
  });

  it('every seller write route of the table is rate-limited per seller', async () => {
    const { routeList } = await import('@tiffin/shared/api/routes');
    const writes = routeList.filter(
      (route) =>
        route.role === 'seller' &&
        route.method !== 'GET' &&
        // Order changes follow the customers' orders, not the seller; an upload form writes nothing to the table;
        // a logout writes only the caller's own session.
        !['seller/update-order-status', 'seller/reject-order', 'seller/create-upload', 'seller/logout'].includes(
          route.handler,
        ),
    );
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      expect(route.limits, route.handler).toEqual(LIMITS.sellerWrite);
    }
  });
});
