import { describe, expect, it } from 'vitest';
import type { FoodDetail, ReviewPage, FoodPage, RestaurantMenu, RestaurantPage } from '@tiffin/shared/api/catalogue';
import { seed } from '@tiffin/local/seed-data';
import { keys, partitions } from '#data/keys';
import { tokenFor } from './support/api.ts';
import { setAttributes } from './support/table.ts';
import { withFirstCharChanged } from './support/tampered.ts';
import { useStack } from './support/stack.ts';

const { api } = await useStack();

const listedIn = (city: string) => seed.restaurants.filter((r) => r.city === city && r.listed);
const foodsIn = (city: string) => {
  const ids = new Set(listedIn(city).map((r) => r.id));
  return seed.foods.filter((f) => ids.has(f.restaurantId));
};

describe('restaurants of a city', () => {
  it('a Bengaluru visitor sees every listed Bengaluru restaurant and no other', async () => {
    const { status, body } = await api.call<RestaurantPage>('catalogue/list-restaurants', {
      query: { city: 'bengaluru' },
    });
    expect(status).toBe(200);
    expect(body.items.map((r) => r._id).sort()).toEqual(
      listedIn('Bengaluru')
        .map((r) => r.id)
        .sort(),
    );
    expect(body.items.every((r) => r.city === 'bengaluru')).toBe(true);
  });

  it('top-rated restaurants come by rating, then by number of reviews, unrated last', async () => {
    const { body } = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru' } });
    const order = body.items.map((r) => [r.rating ?? -1, r.reviewCount] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    expect(new Set(order.map(([rating]) => rating)).size).toBeGreaterThan(1);
  });

  it('the city is matched case-insensitively and trimmed', async () => {
    const { body } = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: '  MUMBAI ' } });
    expect(body.items.map((r) => r.name).sort()).toEqual(
      listedIn('Mumbai')
        .map((r) => r.name)
        .sort(),
    );
  });

  it('a pending seller’s restaurant is not listed', async () => {
    const { body } = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru' } });
    expect(body.items.map((r) => r.name)).not.toContain('Koramangala Cloud Kitchen');
  });

  it('pages with a cursor until every restaurant was seen once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { body } = await api.call<RestaurantPage>('catalogue/list-restaurants', {
        query: { city: 'bengaluru', limit: '1', ...(cursor ? { cursor } : {}) },
      });
      expect(body.items.length).toBeLessThanOrEqual(1);
      seen.push(...body.items.map((r) => r._id));
      cursor = body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual(
      listedIn('Bengaluru')
        .map((r) => r.id)
        .sort(),
    );
  });

  it('a restaurant card carries its average rating to one decimal, or null when unrated', async () => {
    const { body } = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru' } });
    const udupi = body.items.find((r) => r._id === 'r-blr-udupi')!;
    expect(udupi.rating).toBe(4.5);
    expect(udupi.reviewCount).toBe(2);
    expect(body.items.find((r) => r._id === 'r-blr-slice')!.rating).toBeNull();
  });

  it('a city with no restaurants answers an empty page', async () => {
    const { status, body } = await api.call<RestaurantPage>('catalogue/list-restaurants', {
      query: { city: 'timbuktu' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], nextCursor: null });
  });

  it('a tampered cursor is a 400, not a 500', async () => {
    const cursor = Buffer.from(JSON.stringify({ PK: { S: 'x' } })).toString('base64url');
    const { status } = await api.call('catalogue/list-restaurants', { query: { city: 'bengaluru', cursor } });
    expect(status).toBe(400);
  });

  it('cursors are opaque and tamper-proof: an edited cursor or a hand-made key of this very list is a 400', async () => {
    const first = await api.call<RestaurantPage>('catalogue/list-restaurants', {
      query: { city: 'bengaluru', limit: '1' },
    });
    const cursor = first.body.nextCursor!;
    // Not the key in base64: nothing of the table's key can be read from it.
    expect(Buffer.from(cursor, 'base64url').toString('utf8')).not.toContain(partitions.city(''));
    const edited = withFirstCharChanged(cursor);
    // A real key of this list, the second restaurant's, encoded by hand: it would skip a page if it were believed.
    const second = (
      await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru', limit: '2' } })
    ).body.items[1]!;
    const handMade = Buffer.from(
      JSON.stringify({
        ...keys.restaurant(second._id),
        ...keys.restaurantInCity('bengaluru', second.name, second._id),
      }),
    ).toString('base64url');
    for (const bad of [edited, handMade]) {
      expect(await api.call('catalogue/list-restaurants', { query: { city: 'bengaluru', cursor: bad } })).toMatchObject(
        {
          status: 400,
          body: { message: 'Invalid cursor' },
        },
      );
    }
    const next = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru', cursor } });
    expect(next.status).toBe(200);
  });

  it("a well-formed cursor of another city's list, or one missing a key part, is a 400, not a 500", async () => {
    const encode = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const mumbai = {
      ...keys.restaurant('r-x'),
      ...keys.restaurantInCity('mumbai', 'Any', 'r-x'),
    };
    const { GSI1SK: _dropped, ...partial } = { ...mumbai, GSI1PK: partitions.city('bengaluru') };
    for (const cursor of [encode(mumbai), encode(partial)]) {
      expect(await api.call('catalogue/list-restaurants', { query: { city: 'bengaluru', cursor } })).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor' },
      });
    }
  });
});

describe('lists without a city', () => {
  const citiesOf = (page: RestaurantPage) => new Set(page.items.map((restaurant) => restaurant.city));

  it('restaurants without ?city: a first page across cities for a visitor, never a 400', async () => {
    const answer = await api.call<RestaurantPage>('catalogue/list-restaurants');
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(citiesOf(answer.body).size).toBeGreaterThan(1);
    // Other suites add restaurants to the same table: what matters is that no unlisted one shows.
    const unlisted = new Set(seed.restaurants.filter((r) => !r.listed).map((r) => r.name));
    expect(answer.body.items.filter((restaurant) => unlisted.has(restaurant.name))).toEqual([]);
    const next = await api.call<RestaurantPage>('catalogue/list-restaurants', {
      query: { ...(answer.body.nextCursor ? { cursor: answer.body.nextCursor } : {}), limit: '2' },
    });
    expect(next.status).toBe(200);
  });

  it("restaurants and dishes without ?city are the signed-in customer's saved city", async () => {
    const id = `u-city-${Date.now()}`;
    const token = await tokenFor('customer', id);
    await setAttributes(keys.user(id), { location: { city: 'mumbai' } });
    const mine = await api.call<RestaurantPage>('catalogue/list-restaurants', { token });
    const mumbai = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'mumbai' } });
    expect(mine.body.items.map((r) => r._id)).toEqual(mumbai.body.items.map((r) => r._id));
    const dishes = await api.call<FoodPage>('catalogue/list-foods', { token });
    expect(dishes.status).toBe(200);
    expect(dishes.body.items.length).toBeGreaterThan(0);
    expect(dishes.body.items.every((food) => food.restaurant.city === 'mumbai')).toBe(true);
  });

  it("each card names the restaurant's top categories; a customer whose location in the city is known also gets the delivery estimate, a visitor none", async () => {
    const id = `u-delivery-${Date.now()}`;
    const token = await tokenFor('customer', id);
    const [first] = listedIn('Bengaluru');
    await setAttributes(keys.user(id), {
      location: { city: 'bengaluru', lat: first!.latitude, lon: first!.longitude },
    });
    const mine = await api.call<RestaurantPage>('catalogue/list-restaurants', { token });
    const card = mine.body.items.find((r) => r._id === first!.id)!;
    expect(card.delivery).toEqual({ distanceKm: 0, fee: 0, minutes: 20 });
    expect(card.categories.length).toBeGreaterThan(0);
    const visitor = await api.call<RestaurantPage>('catalogue/list-restaurants', { query: { city: 'bengaluru' } });
    expect(visitor.body.items.every((r) => r.delivery === null && r.categories.length > 0)).toBe(true);
  });

  it("a token from before the owner's password reset learns nothing of their saved city: it is a visitor's", async () => {
    const id = `u-city-reset-${Date.now()}`;
    const stolen = await tokenFor('customer', id);
    await setAttributes(keys.user(id), { location: { city: 'mumbai' } });
    // The owner resets the password: every token issued before is revoked.
    await setAttributes(keys.user(id), { tokenVersion: 1 });
    const asStolen = await api.call<RestaurantPage>('catalogue/list-restaurants', { token: stolen });
    const asVisitor = await api.call<RestaurantPage>('catalogue/list-restaurants');
    expect(asStolen.status).toBe(200);
    expect(asStolen.body.items.map((r) => r._id)).toEqual(asVisitor.body.items.map((r) => r._id));
    expect(new Set(asStolen.body.items.map((r) => r.city)).size).toBeGreaterThan(1);
    const dishes = await api.call<FoodPage>('catalogue/list-foods', { token: stolen });
    expect(dishes.status).toBe(200);
    expect(dishes.body.items.every((food) => food.restaurant.city === 'mumbai')).toBe(false);
  });

  it('dishes without ?city: pages across cities for a visitor; a bad token is only a visitor', async () => {
    for (const token of [undefined, 'not-a-token']) {
      // The newest dishes come first, and other tests of the run add dishes in one city: follow the pages.
      const cities = new Set<string>();
      let cursor: string | null = null;
      for (let page = 0; page < 20 && cities.size < 2; page++) {
        const answer: { status: number; body: FoodPage } = await api.call<FoodPage>('catalogue/list-foods', {
          token,
          query: { limit: '100', ...(cursor ? { cursor } : {}) },
        });
        expect(answer.status).toBe(200);
        for (const food of answer.body.items) cities.add(food.restaurant.city);
        cursor = answer.body.nextCursor;
        if (!cursor) break;
      }
      expect(cities.size).toBeGreaterThan(1);
    }
  });
});

describe('foods of a city', () => {
  const all = async (query: Record<string, string>) =>
    (await api.call<FoodPage>('catalogue/list-foods', { query: { limit: '100', ...query } })).body.items;

  it('only dishes of the city’s listed restaurants are shown', async () => {
    const items = await all({ city: 'bengaluru' });
    expect(items.map((f) => f._id).sort()).toEqual(
      foodsIn('Bengaluru')
        .map((f) => f.id)
        .sort(),
    );
  });

  it('the veg filter shows only veg dishes', async () => {
    const items = await all({ city: 'bengaluru', type: 'veg' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((f) => f.type === 'veg')).toBe(true);
  });

  it('price sorts order the dishes low to high and high to low', async () => {
    const up = (await all({ city: 'bengaluru', sort: 'price-asc' })).map((f) => f.price);
    const down = (await all({ city: 'bengaluru', sort: 'price-desc' })).map((f) => f.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
  });

  it('name sorts are A-Z and Z-A, and the rating sort puts unrated dishes last', async () => {
    const az = (await all({ city: 'bengaluru', sort: 'name-asc' })).map((f) => f.name);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b)));
    expect((await all({ city: 'bengaluru', sort: 'name-desc' })).map((f) => f.name)).toEqual([...az].reverse());
    const ratings = (await all({ city: 'bengaluru', sort: 'rating' })).map((f) => f.rating);
    expect(ratings[0]).toBe(4.5);
    expect(ratings.at(-1)).toBeNull();
  });

  it('the search is case-insensitive on dish or restaurant name', async () => {
    expect((await all({ city: 'bengaluru', q: 'DOSA' })).map((f) => f.name).sort()).toEqual([
      'Ghee Roast Dosa',
      'Masala Dosa',
    ]);
    expect((await all({ city: 'bengaluru', q: 'meghana' })).every((f) => f.restaurant._id === 'r-blr-meghana')).toBe(
      true,
    );
  });

  it('filters by restaurant and category together', async () => {
    const items = await all({ city: 'bengaluru', restaurantId: 'r-blr-udupi', category: 'cat-dosa' });
    expect(items.map((f) => f.name).sort()).toEqual(['Ghee Roast Dosa', 'Masala Dosa']);
  });

  it('a restaurant of another city yields nothing for this city', async () => {
    expect(await all({ city: 'bengaluru', restaurantId: 'r-mum-pav' })).toEqual([]);
  });

  it('prices are rupees and a sold-out dish shows quantity 0', async () => {
    const items = await all({ city: 'bengaluru' });
    expect(items.find((f) => f._id === 'f-blr-masala-dosa')!.price).toBe(90);
    expect(items.find((f) => f._id === 'f-blr-kesari-bath')!.quantity).toBe(0);
  });

  it('pages of 4 cover the list without repeats', async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const { body } = await api.call<FoodPage>('catalogue/list-foods', {
        query: { city: 'bengaluru', limit: '4', ...(cursor ? { cursor } : {}) },
      });
      ids.push(...body.items.map((f) => f._id));
      cursor = body.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toHaveLength(foodsIn('Bengaluru').length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('food detail', () => {
  it('shows the average rating, the count and the newest 3 reviews', async () => {
    const { status, body } = await api.call<FoodDetail>('catalogue/get-food', { params: { id: 'f-blr-masala-dosa' } });
    expect(status).toBe(200);
    expect(body.reviewCount).toBe(5);
    expect(body.rating).toBe(4.2);
    expect(body.reviews.map((r) => r.name)).toEqual(['Divya', 'Karthik', 'Meera']);
  });

  it('the rest of the reviews open page by page, newest first, each once', async () => {
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const { status, body } = await api.call<ReviewPage>('catalogue/list-food-reviews', {
        params: { id: 'f-blr-masala-dosa' },
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(status).toBe(200);
      names.push(...body.items.map((r) => r.name));
      cursor = body.nextCursor ?? undefined;
    } while (cursor);
    expect(names).toEqual(['Divya', 'Karthik', 'Meera', 'Ravi', 'Asha']);
    expect((await api.call('catalogue/list-food-reviews', { params: { id: 'no-such-dish' } })).status).toBe(404);
  });

  it('an unknown dish is a 404 with a message', async () => {
    const { status, body } = await api.call('catalogue/get-food', { params: { id: 'no-such-dish' } });
    expect(status).toBe(404);
    expect(body.message).toBe('Dish not found');
  });

  it('a dish of an unlisted restaurant is not found', async () => {
    expect((await api.call('catalogue/get-food', { params: { id: 'f-pending-bowl' } })).status).toBe(404);
  });
});

describe('restaurant menu and categories', () => {
  it('a restaurant’s menu lists its dishes with the restaurant', async () => {
    const { body } = await api.call<RestaurantMenu>('catalogue/list-restaurant-foods', {
      params: { id: 'r-blr-udupi' },
    });
    expect(body.restaurant.name).toBe('Udupi Upahar');
    expect(body.items.map((f) => f._id).sort()).toEqual(
      seed.foods
        .filter((f) => f.restaurantId === 'r-blr-udupi')
        .map((f) => f.id)
        .sort(),
    );
  });

  it('an unlisted restaurant’s menu is not found', async () => {
    expect((await api.call('catalogue/list-restaurant-foods', { params: { id: 'r-blr-pending' } })).status).toBe(404);
  });

  it('the categories come sorted by name with their images', async () => {
    const { body } = await api.call<{ items: { cat: string; catimg: string }[] }>('catalogue/list-categories');
    expect(body.items.map((c) => c.cat)).toEqual(seed.categories.map((c) => c.cat).sort());
    expect(body.items.every((c) => c.catimg.endsWith('.svg'))).toBe(true);
  });
});

describe('categories of a city', () => {
  it('a city shows only the categories its dishes use; a category no dish of it uses shows elsewhere only', async () => {
    type Categories = { items: { _id: string; cat: string }[] };
    const all = await api.call<Categories>('catalogue/list-categories');
    const city = await api.call<Categories>('catalogue/list-categories', { query: { city: 'Mumbai' } });
    const dishes = await api.call<FoodPage>('catalogue/list-foods', { query: { city: 'mumbai', limit: '100' } });
    const used = new Set(dishes.body.items.map((food) => food.category._id));
    expect(city.status).toBe(200);
    expect(city.body.items.map((c) => c._id).sort()).toEqual([...used].sort());
    expect(city.body.items.length).toBeLessThan(all.body.items.length);
  });
});

describe('offline geography', () => {
  it('a location in central Bengaluru resolves to the city bengaluru', async () => {
    const { body } = await api.call<{ city: string }>('geo/reverse', {
      query: { lat: '12.9716', lon: '77.5946' },
    });
    expect(body.city).toBe('bengaluru');
  });

  it('a pincode fills the city and country', async () => {
    const { body } = await api.call('geo/pincode', { params: { pincode: '400001' } });
    expect(body).toEqual(expect.objectContaining({ city: 'Mumbai', country: 'India' }));
  });

  it('an unknown pincode says Invalid Pincode', async () => {
    const { status, body } = await api.call('geo/pincode', { params: { pincode: '000000' } });
    expect(status).toBe(404);
    expect(body.message).toBe('Invalid Pincode');
  });

  it('coords answers the latitude and longitude of an address', async () => {
    const { body } = await api.call<{ latitude: number; longitude: number }>('geo/coords', {
      query: { address: 'Church Street, Bengaluru 560001' },
    });
    expect(body.latitude).toBeCloseTo(12.97, 1);
    expect(body.longitude).toBeCloseTo(77.6, 1);
  });
});
