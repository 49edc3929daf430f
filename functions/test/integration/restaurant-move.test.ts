import { describe, expect, it } from 'vitest';
import type { Food, Restaurant } from '@tiffin/shared/api/catalogue';
import type { FoodSaved, ProfileUpdated } from '@tiffin/shared/api/seller';
import type { Page } from '@tiffin/shared/api/common';
import { restaurantItem, setRestaurantHours } from '#data/restaurants';
import { dynamo } from '#adapters/dynamo';
import { keys } from '#data/keys';
import type { RestaurantRecord } from '#domain/model';
import { newDish } from './support/records.ts';
import { newSeller, type SellerIdentity } from './support/people.ts';
import { getItem, putItem } from './support/table.ts';
import { useStack } from './support/stack.ts';
import { pathOf } from './support/api.ts';

/** The sellers of these tests start in Bhopal (support/people.ts); Indore and Nagpur are no seed city. */
const INDORE = { latitude: 22.7196, longitude: 75.8577 };
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };

const { api } = await useStack();

/** The profile form as the seller sends it, with the restaurant's new location. */
const profileChange = (seller: SellerIdentity, location: Record<string, unknown>) => ({
  sellerName: 'Moving Seller',
  phone: '9123456780',
  restaurantName: seller.restaurant.name,
  ...location,
});

const move = (seller: SellerIdentity, location: Record<string, unknown>) =>
  api.call<ProfileUpdated>('seller/update-profile', { token: seller.token, body: profileChange(seller, location) });

/** Every page of a public listing of a city. */
async function everyPage<T>(path: string, city: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const answer = await api.raw<Page<T>>('GET', path, { query: { city, ...(cursor ? { cursor } : {}) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    items.push(...answer.body.items);
    cursor = answer.body.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/** Where a visitor finds the restaurant and its dishes: the restaurant's ids and dish ids listed in the city. */
async function foundIn(city: string, restaurantId: string) {
  const restaurants = await everyPage<Restaurant>(pathOf('catalogue/list-restaurants'), city);
  const foods = await everyPage<Food>(pathOf('catalogue/list-foods'), city);
  return {
    restaurant: restaurants.some((restaurant) => restaurant._id === restaurantId),
    dishes: foods
      .filter((food) => food.restaurant._id === restaurantId)
      .map((food) => food._id)
      .sort(),
  };
}

async function sellerWithDishes(count: number) {
  const seller = await newSeller({ approved: true });
  const dishes = [];
  for (let n = 0; n < count; n++) dishes.push(await newDish(seller.restaurant));
  return { seller, dishIds: dishes.map((dish) => dish.id).sort() };
}

/** The restaurant's item and each dish's item as stored. */
const stored = (seller: SellerIdentity, dishIds: readonly string[]) =>
  Promise.all([getItem(keys.restaurant(seller.restaurant.id)), ...dishIds.map((id) => getItem(keys.food(id)))]);

describe('a seller moves the restaurant', () => {
  it('a restaurant moved to another city is found with all its dishes in the new city and in none in the old', async () => {
    const { seller, dishIds } = await sellerWithDishes(3);
    expect(await foundIn('bhopal', seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });

    const moved = await move(seller, NAGPUR);
    expect(moved).toMatchObject({
      status: 200,
      body: { message: 'Profile updated successfully.', profile: { city: 'nagpur', address: 'Nagpur, Maharashtra' } },
    });

    expect(await foundIn('nagpur', seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });
    expect(await foundIn('bhopal', seller.restaurant.id)).toEqual({ restaurant: false, dishes: [] });
    const dish = await api.call<Food>('catalogue/get-food', { params: { id: dishIds[0]! } });
    expect(dish.body.restaurant).toMatchObject({ city: 'nagpur', address: 'Nagpur, Maharashtra', ...NAGPUR });
  });

  it('coordinates typed as text move the restaurant as numbers do', async () => {
    const { seller, dishIds } = await sellerWithDishes(1);
    const moved = await move(seller, { latitude: ' 22.7196', longitude: '75.8577 ' });
    expect(moved).toMatchObject({ status: 200, body: { profile: { city: 'indore' } } });
    expect(await getItem(keys.restaurant(seller.restaurant.id))).toMatchObject({ city: 'indore', ...INDORE });
    expect(await foundIn('indore', seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });
  });

  it('a profile saved without a location leaves the restaurant where it is', async () => {
    const { seller, dishIds } = await sellerWithDishes(1);
    expect(await move(seller, {})).toMatchObject({ status: 200, body: { profile: { city: 'bhopal' } } });
    expect(await move(seller, { latitude: null, longitude: null })).toMatchObject({
      status: 200,
      body: { profile: { city: 'bhopal' } },
    });
    expect(await foundIn('bhopal', seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });
  });

  it('a move that was cut short after the restaurant moved is finished by sending it again: no dish stays behind', async () => {
    const { seller, dishIds } = await sellerWithDishes(3);
    // The restaurant's own write went through, then the call ended before its dishes followed.
    const halfMoved: RestaurantRecord = {
      ...seller.restaurant,
      city: 'nagpur',
      address: 'Nagpur, Maharashtra',
      ...NAGPUR,
    };
    await putItem(restaurantItem(halfMoved));
    expect(await foundIn('nagpur', seller.restaurant.id)).toEqual({ restaurant: true, dishes: [] });

    expect(await move(seller, NAGPUR)).toMatchObject({ status: 200, body: { profile: { city: 'nagpur' } } });
    expect(await foundIn('nagpur', seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });
    expect(await foundIn('bhopal', seller.restaurant.id)).toEqual({ restaurant: false, dishes: [] });
  });

  it('a dish edited or added while its restaurant moves ends up in the new city, with its edit', async () => {
    const { seller, dishIds } = await sellerWithDishes(4);
    const edit = (id: string) =>
      api.call<FoodSaved>('seller/edit-food', {
        params: { id },
        token: seller.token,
        body: { name: `Edited ${id}`, price: 99, category: 'cat-dosa', quantity: 7 },
      });
    const add = () =>
      api.call<FoodSaved>('seller/add-food', {
        token: seller.token,
        body: { name: `Added while moving ${seller.restaurant.id}`, price: 120, category: 'cat-dosa', quantity: 3 },
      });
    const [moved, added, ...edited] = await Promise.all([move(seller, INDORE), add(), ...dishIds.map(edit)]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    for (const answer of edited) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const everyDish = [...dishIds, added.body.food._id].sort();
    expect(await foundIn('indore', seller.restaurant.id)).toEqual({ restaurant: true, dishes: everyDish });
    expect(await foundIn('bhopal', seller.restaurant.id)).toEqual({ restaurant: false, dishes: [] });
    for (const id of dishIds) {
      expect(await getItem(keys.food(id))).toMatchObject({ name: `Edited ${id}`, restaurant: { city: 'indore' } });
    }
  });

  it('two moves sent at once leave the restaurant and every dish together in one of the two cities', async () => {
    const { seller, dishIds } = await sellerWithDishes(4);
    const answers = await Promise.all([move(seller, INDORE), move(seller, NAGPUR)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const restaurant = (await getItem(keys.restaurant(seller.restaurant.id)))!;
    const city = restaurant.city as string;
    expect(['indore', 'nagpur']).toContain(city);
    expect(await foundIn(city, seller.restaurant.id)).toEqual({ restaurant: true, dishes: dishIds });
    for (const id of dishIds) {
      expect(await getItem(keys.food(id))).toMatchObject({
        restaurant: { city, latitude: restaurant.latitude, longitude: restaurant.longitude },
      });
    }
  });

  it.each([
    ['a latitude without a longitude', { latitude: 21.1458 }, 'Longitude is required'],
    ['a longitude without a latitude', { longitude: 79.0882 }, 'Latitude is required'],
    ['a null latitude beside a longitude', { latitude: null, longitude: 79.0882 }, 'Latitude is required'],
    ['a latitude that is no number', { latitude: 'north', longitude: 79.0882 }, 'Latitude is required'],
    ['a latitude past the pole', { latitude: 91, longitude: 79.0882 }, 'Latitude is out of range'],
    ['a longitude past the date line', { latitude: 21.1458, longitude: -180.5 }, 'Longitude is out of range'],
    ['an object for a latitude', { latitude: { $gt: 0 }, longitude: 79.0882 }, 'Latitude is required'],
    [
      'a point outside every city we know (London)',
      { latitude: 51.5072, longitude: -0.1276 },
      'We could not find a city at these coordinates. Please check the latitude and longitude.',
    ],
  ])('a move to %s is refused with its reason and changes nothing', async (_, location, message) => {
    const { seller, dishIds } = await sellerWithDishes(2);
    const before = await stored(seller, dishIds);
    const answer = await move(seller, location);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ message });
    expect(await stored(seller, dishIds)).toEqual(before);
    expect(await getItem(keys.user(seller.id))).toMatchObject({ username: expect.not.stringMatching('Moving Seller') });
  });
});

describe('a profile save keeps the hours and pause the seller sets apart', () => {
  it('a pause saved while the profile is being saved is kept: the profile never writes back the hours it read', async () => {
    const seller = await newSeller({ approved: true });
    // The pause lands between the profile's read of the restaurant and its write, as when the seller's other tab
    // pauses orders at that moment.
    const name = `pauseDuringProfileSave${seller.restaurant.id}`;
    let paused = false;
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand' && !paused) {
          paused = true;
          expect(await setRestaurantHours(seller.restaurant.id, null, true)).toBe(true);
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      const saved = await move(seller, {});
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    } finally {
      dynamo.middlewareStack.remove(name);
    }
    expect(paused).toBe(true);
    expect(await getItem(keys.restaurant(seller.restaurant.id))).toMatchObject({ paused: true });
  });

  it('a restaurant with opening hours saves its profile and keeps its hours and pause', async () => {
    const seller = await newSeller({ approved: true });
    const hours = Array.from({ length: 7 }, (_, day) => (day === 6 ? null : { open: '09:00', close: '22:30' }));
    expect(await setRestaurantHours(seller.restaurant.id, hours, false)).toBe(true);
    const saved = await move(seller, {});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await getItem(keys.restaurant(seller.restaurant.id))).toMatchObject({ hours, paused: false });
  });
});
