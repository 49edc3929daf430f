import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CategoryList, Food, FoodPage, FoodSort, RestaurantPage } from '@tiffin/shared/api/catalogue';
import { FOOD_SORTS } from '@tiffin/shared/api/catalogue';
import { seed } from '@tiffin/local/seed-data';
import { writeItems } from '@tiffin/local/seed';
import { wrapDynamo } from '#adapters/dynamo';
import { foodItem } from '#data/dishes';
import { keys, partitions } from '#data/keys';
import { EMPTY_PAGE_READ_FACTOR } from '#data/query';
import { menuSizeItem } from '#data/menu-sizes';
import { restaurantItem } from '#data/restaurants';
import { averageRating, restaurantCopy, type FoodRecord } from '#domain/model';
import type { FoodSaved } from '@tiffin/shared/api/seller';
import { tokenFor, pathOf } from './support/api.ts';
import { newCustomer, newSeller, type SellerIdentity } from './support/people.ts';
import { newOrder } from './support/records.ts';
import { getItem, putItem } from './support/table.ts';
import { withFirstCharChanged } from './support/tampered.ts';
import { useStack } from './support/stack.ts';

/**
 * The catalogue of a city is read a page at a time from the table's indexes: a page costs the same whatever the
 * size of the city's menu, every sort and filter pages without gaps or repeats, and the cursors are sealed keys.
 */

const { api } = await useStack();

const SMALL = 'smallpur';
const BIG = 'bigpur';
const BIG_DISHES = 10_000;
const createdAt = new Date().toISOString();
const categories = seed.categories.slice(0, 4).map((c) => ({ ...c, catimg: `http://localhost/c/${c._id}.svg` }));

function restaurantOf(id: string, city: string, listed: boolean) {
  return {
    id,
    name: `Kitchen ${id}`,
    city,
    address: `1 Main Road, ${city}`,
    latitude: 20,
    longitude: 78,
    image: 'http://localhost/r.svg',
    description: 'A restaurant of the catalogue-pages test.',
    sellerId: `u-${id}`,
    listed,
    createdAt,
    ratingSum: 0,
    ratingCount: 0,
  };
}

const WORDS = ['Paneer', 'Aloo', 'Chole', 'Masala', 'Dal', 'Gobi', 'Rajma', 'Palak'];

/** Dishes with repeated prices and ratings (ties, broken by name), both food types, some rated, in four categories. */
function dishesOf(restaurant: ReturnType<typeof restaurantOf>, count: number): FoodRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const rated = i % 3 === 0;
    const ratingCount = rated ? 1 + (i % 2) : 0;
    return {
      id: `f-${restaurant.id}-${i}`,
      name: `${WORDS[i % WORDS.length]} ${restaurant.id.slice(-1)} ${i}`,
      price: 5_000 + (i % 7) * 1_000,
      foodType: i % 2 ? 'non-veg' : 'veg',
      category: categories[i % categories.length]!,
      image: 'http://localhost/f.svg',
      description: 'A dish of the catalogue-pages test.',
      quantity: 5,
      restaurant: restaurantCopy(restaurant),
      listed: restaurant.listed,
      createdAt,
      ratingSum: ratingCount === 2 ? 2 + (i % 9) : ratingCount === 1 ? 1 + (i % 5) : 0,
      ratingCount,
    };
  });
}

const small = [restaurantOf('r-small-a', SMALL, true), restaurantOf('r-small-b', SMALL, true)];
/** A restaurant whose seller is not approved (or was revoked): none of its dishes may show. */
const hidden = restaurantOf('r-small-hidden', SMALL, false);
const big = [restaurantOf('r-big-a', BIG, true), restaurantOf('r-big-b', BIG, true)];
const smallDishes = [...dishesOf(small[0]!, 18), ...dishesOf(small[1]!, 12)];
const hiddenDishes = dishesOf(hidden, 6);
const bigDishes = [...dishesOf(big[0]!, BIG_DISHES / 2), ...dishesOf(big[1]!, BIG_DISHES / 2)];

beforeAll(async () => {
  const items: Record<string, unknown>[] = [];
  for (const [restaurant, dishes] of [
    [small[0]!, smallDishes.slice(0, 18)],
    [small[1]!, smallDishes.slice(18)],
    [hidden, hiddenDishes],
    [big[0]!, bigDishes.slice(0, BIG_DISHES / 2)],
    [big[1]!, bigDishes.slice(BIG_DISHES / 2)],
  ] as const) {
    items.push(
      restaurantItem(restaurant),
      menuSizeItem(
        restaurant.id,
        restaurant.city,
        dishes.map((dish) => dish.category),
      ),
      ...dishes.map(foodItem),
    );
  }
  const endpoint = inject('dynamoEndpoint');
  const streams = 4;
  const size = Math.ceil(items.length / streams / 25) * 25;
  await Promise.all(
    Array.from({ length: streams }, (_, i) =>
      writeItems(endpoint, process.env.TABLE_NAME!, items.slice(i * size, (i + 1) * size)),
    ),
  );
}, 300_000);

/** Items the data layer reads from DynamoDB while `work` runs (ScannedCount of a Query, items of a Get or BatchGet). */
async function itemsRead(work: () => Promise<unknown>): Promise<number> {
  let items = 0;
  const unwrap = wrapDynamo((next) => async (operation, input) => {
    const output = (await next(operation, input)) as {
      ScannedCount?: number;
      Item?: unknown;
      Responses?: Record<string, unknown[]>;
    };
    items +=
      output.ScannedCount ??
      (output.Responses ? Object.values(output.Responses).reduce((sum, list) => sum + list.length, 0) : 0) +
        (output.Item ? 1 : 0);
    return output;
  });
  try {
    await work();
  } finally {
    unwrap();
  }
  return items;
}

async function get<T>(path: string, query: Record<string, string>) {
  const answer = await api.raw<T>('GET', path, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The requests a home page of the city makes: its category strip, its restaurants and its first page of dishes. */
const homePage = (city: string) =>
  Promise.all([
    get<CategoryList>(pathOf('catalogue/list-categories'), { city }),
    get<RestaurantPage>(pathOf('catalogue/list-restaurants'), { city }),
    get<FoodPage>(pathOf('catalogue/list-foods'), { city }),
  ]);

describe('the cost of a city’s catalogue', () => {
  it('a home page of a city with 10,000 dishes reads no more items than one of 30', async () => {
    const smallCost = await itemsRead(() => homePage(SMALL));
    const bigCost = await itemsRead(() => homePage(BIG));
    expect(bigCost).toBeLessThanOrEqual(smallCost);
    expect(bigCost).toBeLessThan(200);
  });

  it("a city's home page reads its restaurants' category tallies with one Query, never one item each", async () => {
    const operations: string[] = [];
    const unwrap = wrapDynamo((next) => async (operation, input) => {
      operations.push(operation);
      return next(operation, input);
    });
    try {
      await homePage(BIG);
    } finally {
      unwrap();
    }
    expect(operations.filter((operation) => operation !== 'Query')).toEqual([]);
  });

  it('a page of dishes under any sort and category reads no more items in a city of 10,000 than a page holds', async () => {
    for (const sort of FOOD_SORTS) {
      for (const filter of [{}, { category: categories[1]!._id }] as Record<string, string>[]) {
        const query = { sort, ...filter, limit: '12' };
        const smallCost = await itemsRead(() =>
          get<FoodPage>(pathOf('catalogue/list-foods'), { city: SMALL, ...query }),
        );
        const bigCost = await itemsRead(() => get<FoodPage>(pathOf('catalogue/list-foods'), { city: BIG, ...query }));
        // The small city has fewer dishes of a category than a page holds, so it may read less.
        expect(bigCost, JSON.stringify(query)).toBeLessThanOrEqual(Math.max(smallCost, 12));
      }
    }
  });

  it('a page filtered by food type or a search reads at most a bounded multiple of the page, however big the city', async () => {
    for (const sort of FOOD_SORTS) {
      for (const filter of [{ type: 'non-veg' }, { q: 'paneer' }, { q: 'no such dish' }] as Record<string, string>[]) {
        const query = { city: BIG, sort, ...filter, limit: '12' };
        const cost = await itemsRead(() => get<FoodPage>(pathOf('catalogue/list-foods'), query));
        expect(cost, JSON.stringify(query)).toBeLessThanOrEqual(EMPTY_PAGE_READ_FACTOR * 12);
      }
    }
  });
});

const byName = (a: FoodRecord, b: FoodRecord) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** The catalogue's orders as the spec gives them: ties by name. */
const orders: Record<FoodSort, (a: FoodRecord, b: FoodRecord) => number> = {
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  rating: (a, b) => (averageRating(b) ?? -1) - (averageRating(a) ?? -1) || byName(a, b),
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
};

async function everyPage(query: Record<string, string>): Promise<Food[]> {
  const seen: Food[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const body = await get<FoodPage>(pathOf('catalogue/list-foods'), { ...query, ...(cursor ? { cursor } : {}) });
    expect(body.items.length).toBeLessThanOrEqual(Number(query.limit));
    seen.push(...body.items);
    cursor = body.nextCursor ?? undefined;
    if (!cursor) return seen;
  }
  throw new Error('the pages did not end');
}

describe('pages of a city’s dishes', () => {
  const filters: [string, Record<string, string>, (food: FoodRecord) => boolean][] = [
    ['no filter', {}, () => true],
    ['a category', { category: categories[2]!._id }, (f) => f.category._id === categories[2]!._id],
    ['veg', { type: 'veg' }, (f) => f.foodType === 'veg'],
    [
      'a category and non-veg',
      { category: categories[1]!._id, type: 'non-veg' },
      (f) => f.category._id === categories[1]!._id && f.foodType === 'non-veg',
    ],
    ['a search', { q: 'PANEER' }, (f) => f.name.toLowerCase().includes('paneer')],
    ['a search on the restaurant', { q: 'r-small-b' }, (f) => f.restaurant.id === 'r-small-b'],
  ];

  it('the second page continues where the first ended, with no dish twice or missing, under each sort and filter', async () => {
    for (const sort of FOOD_SORTS) {
      for (const [name, filter, matches] of filters) {
        const pages = await everyPage({ city: SMALL, sort, limit: '7', ...filter });
        const expected = smallDishes.filter(matches).sort(orders[sort]);
        const label = `${sort}, ${name}`;
        expect(
          pages.map((f) => f._id),
          label,
        ).toEqual(expected.map((f) => f.id));
      }
    }
  });

  it('no dish of a hidden restaurant shows under any sort or filter, and a page is the dish as the catalogue shows it', async () => {
    const hiddenIds = new Set(hiddenDishes.map((f) => f.id));
    for (const sort of FOOD_SORTS) {
      const pages = await everyPage({ city: SMALL, sort, limit: '50' });
      expect(pages.filter((f) => hiddenIds.has(f._id))).toEqual([]);
    }
    const [first] = await everyPage({ city: SMALL, sort: 'price-asc', limit: '50' });
    expect(Object.keys(first!).sort()).toEqual(
      [
        '_id',
        'name',
        'price',
        'type',
        'category',
        'image',
        'description',
        'quantity',
        'restaurant',
        'rating',
        'reviewCount',
      ].sort(),
    );
  });

  it('a big city pages under a sort and a category as the small one does: in order, each dish once', async () => {
    const query = { city: BIG, sort: 'price-desc', category: categories[3]!._id, limit: '100' };
    const first = await get<FoodPage>(pathOf('catalogue/list-foods'), query);
    const second = await get<FoodPage>(pathOf('catalogue/list-foods'), { ...query, cursor: first.nextCursor! });
    const expected = bigDishes
      .filter((f) => f.category._id === categories[3]!._id)
      .sort(orders['price-desc'])
      .slice(0, 200);
    expect([...first.items, ...second.items].map((f) => f._id)).toEqual(expected.map((f) => f.id));
  });
});

describe('cursors of the dishes’ pages', () => {
  it('a tampered cursor answers 400', async () => {
    const first = await get<FoodPage>(pathOf('catalogue/list-foods'), { city: SMALL, sort: 'price-asc', limit: '3' });
    const cursor = first.nextCursor!;
    const encode = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const dish = smallDishes[4]!;
    // A real key of this very list, the fifth dish's, encoded by hand: believed, it would skip a page.
    const { GSI4PK, GSI4SK } = keys.foodListings(SMALL, dish.category._id, {
      id: dish.id,
      name: dish.name,
      price: dish.price,
      average: averageRating(dish),
    });
    const handMade = encode({ ...keys.food(dish.id), GSI4PK, GSI4SK });
    for (const bad of [withFirstCharChanged(cursor), handMade, 'not-a-cursor']) {
      expect(
        await api.call('catalogue/list-foods', { query: { city: SMALL, sort: 'price-asc', cursor: bad } }),
      ).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });

  it("a cursor of another list (another sort, category or city) answers 400, never another list's page", async () => {
    const priceCursor = (
      await get<FoodPage>(pathOf('catalogue/list-foods'), { city: SMALL, sort: 'price-asc', limit: '3' })
    ).nextCursor!;
    const categoryCursor = (
      await get<FoodPage>(pathOf('catalogue/list-foods'), { city: SMALL, category: categories[0]!._id, limit: '2' })
    ).nextCursor!;
    for (const query of [
      { city: SMALL, sort: 'rating', cursor: priceCursor } as Record<string, string>,
      { city: BIG, sort: 'price-asc', cursor: priceCursor },
      { city: SMALL, sort: 'price-asc', category: categories[0]!._id, cursor: priceCursor },
      { city: SMALL, category: categories[1]!._id, cursor: categoryCursor },
    ]) {
      expect(await api.call('catalogue/list-foods', { query }), JSON.stringify(query)).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor' },
      });
    }
  });
});

describe('the category strip and the cuisine of a city', () => {
  it("a city's categories are those its listed restaurants' dishes use, and a card's cuisine its top categories", async () => {
    const [strip, restaurants] = await Promise.all([
      get<CategoryList>(pathOf('catalogue/list-categories'), { city: SMALL }),
      get<RestaurantPage>(pathOf('catalogue/list-restaurants'), { city: SMALL }),
    ]);
    expect(strip.items.map((c) => c._id).sort()).toEqual(categories.map((c) => c._id).sort());
    const card = restaurants.items.find((r) => r._id === 'r-small-b')!;
    // 12 dishes over four categories in turn: three each, so the top three are the first three by name.
    expect(card.categories).toEqual(
      categories
        .map((c) => c.cat)
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 3),
    );
  });
});

describe('the lists follow the dishes’ writes', () => {
  /** A listed restaurant of its own city, with an approved seller (support/people.ts), and its city's lists. */
  async function shopIn(city: string) {
    const seller = await newSeller({ approved: true });
    const restaurant = { ...seller.restaurant, city };
    await putItem(restaurantItem(restaurant));
    return { ...seller, restaurant };
  }
  const add = async (seller: SellerIdentity, body: Record<string, unknown>) => {
    const added = await api.call<FoodSaved>('seller/add-food', {
      token: seller.token,
      body: { price: 100, quantity: 5, description: 'A dish', image: '', ...body },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.food;
  };
  const edit = async (seller: SellerIdentity, food: Food, body: Record<string, unknown>) => {
    const edited = await api.call<FoodSaved>('seller/edit-food', {
      params: { id: food._id },
      token: seller.token,
      body: {
        name: food.name,
        price: food.price,
        quantity: food.quantity,
        description: food.description,
        image: food.image,
        category: food.category._id,
        type: food.type,
        ...body,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    return edited.body.food;
  };
  const strip = async (city: string) =>
    (await get<CategoryList>(pathOf('catalogue/list-categories'), { city })).items.map((c) => c._id).sort();
  const cuisine = async (city: string, restaurantId: string) =>
    (await get<RestaurantPage>(pathOf('catalogue/list-restaurants'), { city })).items.find(
      (r) => r._id === restaurantId,
    )?.categories;
  const ids = async (query: Record<string, string>) => (await everyPage({ limit: '50', ...query })).map((f) => f._id);

  it("a city's category strip and a restaurant's cuisine follow its dishes: added, moved to another category, deleted", async () => {
    const city = `tallypur-${randomUUID().slice(0, 6)}`;
    const seller = await shopIn(city);
    expect(await strip(city)).toEqual([]);
    const dosa = await add(seller, { name: 'Plain Dosa', category: 'cat-dosa' });
    const thali = await add(seller, { name: 'Veg Thali', category: 'cat-thali' });
    await add(seller, { name: 'Ghee Dosa', category: 'cat-dosa' });
    expect(await strip(city)).toEqual(['cat-dosa', 'cat-thali']);
    expect(await cuisine(city, seller.restaurant.id)).toEqual(['Dosa', 'Thali']);

    await edit(seller, dosa, { category: 'cat-biryani' });
    expect(await strip(city)).toEqual(['cat-biryani', 'cat-dosa', 'cat-thali']);
    expect(await ids({ city, category: 'cat-biryani' })).toEqual([dosa._id]);
    expect(await ids({ city, category: 'cat-dosa', sort: 'price-asc' })).not.toContain(dosa._id);

    expect((await api.call('seller/delete-food', { params: { id: thali._id }, token: seller.token })).status).toBe(200);
    expect(await strip(city)).toEqual(['cat-biryani', 'cat-dosa']);
    expect(await cuisine(city, seller.restaurant.id)).toEqual(['Biryani', 'Dosa']);
    for (const sort of FOOD_SORTS) expect(await ids({ city, sort })).not.toContain(thali._id);
  });

  it('an edited price or name moves the dish in every sorted list, its category’s included', async () => {
    const city = `editpur-${randomUUID().slice(0, 6)}`;
    const seller = await shopIn(city);
    const a = await add(seller, { name: 'Aloo Paratha', price: 100, category: 'cat-thali' });
    const b = await add(seller, { name: 'Bhindi Masala', price: 200, category: 'cat-thali' });
    for (const filter of [{}, { category: 'cat-thali' }] as Record<string, string>[]) {
      expect(await ids({ city, sort: 'price-asc', ...filter })).toEqual([a._id, b._id]);
    }
    await edit(seller, a, { price: 300, name: 'Zucchini Paratha' });
    for (const filter of [{}, { category: 'cat-thali' }] as Record<string, string>[]) {
      expect(await ids({ city, sort: 'price-asc', ...filter })).toEqual([b._id, a._id]);
      expect(await ids({ city, sort: 'price-desc', ...filter })).toEqual([a._id, b._id]);
      expect(await ids({ city, sort: 'name-asc', ...filter })).toEqual([b._id, a._id]);
      expect(await ids({ city, q: 'zucchini', ...filter })).toEqual([a._id]);
    }
  });

  it('a review moves the dish under the rating sort, in the city and in its category', async () => {
    const city = `ratepur-${randomUUID().slice(0, 6)}`;
    const seller = await shopIn(city);
    const first = await add(seller, { name: 'Aloo Tikki', category: 'cat-thali' });
    const second = await add(seller, { name: 'Bread Pakora', category: 'cat-thali' });
    expect(await ids({ city, sort: 'rating' })).toEqual([first._id, second._id]);
    const customer = await newCustomer();
    const dish = (await getItem(keys.food(second._id))) as FoodRecord;
    const order = await newOrder({
      customer,
      restaurant: seller.restaurant,
      dish,
      status: 'Delivered',
      shippingInfo: { address: '1 Road', city, pincode: '462011', country: 'India', phone: '9876543210' },
    });
    const reviewed = await api.call('reviews/submit', {
      token: customer.token,
      body: { orderId: order.orderId, type: 'food', foodId: second._id, rating: 4, comment: 'Crisp' },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    for (const filter of [{}, { category: 'cat-thali' }] as Record<string, string>[]) {
      const rated = await everyPage({ city, sort: 'rating', limit: '50', ...filter });
      expect(rated.map((f) => [f._id, f.rating])).toEqual([
        [second._id, 4],
        [first._id, null],
      ]);
    }
  });

  it('a revoked seller’s dishes leave every list, and come back in every list when approved again', async () => {
    const city = `revokepur-${randomUUID().slice(0, 6)}`;
    const seller = await shopIn(city);
    const dish = await add(seller, { name: 'Rava Idli', category: 'cat-dosa', type: 'veg' });
    const lists: Record<string, string>[] = [
      ...FOOD_SORTS.map((sort) => ({ city, sort })),
      ...FOOD_SORTS.map((sort) => ({ city, sort, category: 'cat-dosa' })),
      { city, type: 'veg' },
    ];
    const adminToken = await tokenFor('admin');
    const approve = (isApproved: boolean) =>
      api.call('admin/approve-seller', { params: { id: seller.id }, token: adminToken, body: { isApproved } });
    for (const list of lists) expect(await ids(list)).toEqual([dish._id]);
    expect((await approve(false)).status).toBe(200);
    for (const list of lists) expect(await ids(list), JSON.stringify(list)).toEqual([]);
    expect(await strip(city)).toEqual([]);
    expect((await approve(true)).status).toBe(200);
    for (const list of lists) expect(await ids(list), JSON.stringify(list)).toEqual([dish._id]);
  });

  it('a restaurant moved to another city takes its dishes to every list of the new city and out of the old', async () => {
    const seller = await newSeller({ approved: true });
    const dish = await add(seller, { name: 'Poha', category: 'cat-thali' });
    const lists = (city: string): Record<string, string>[] => [
      ...FOOD_SORTS.map((sort) => ({ city, sort })),
      ...FOOD_SORTS.map((sort) => ({ city, sort, category: 'cat-thali' })),
      { city, q: seller.restaurant.name.toLowerCase() },
    ];
    for (const list of lists('bhopal')) expect(await ids(list)).toContain(dish._id);
    const moved = await api.call('seller/update-profile', {
      token: seller.token,
      body: {
        sellerName: 'Moving Seller',
        phone: '9123456780',
        restaurantName: seller.restaurant.name,
        latitude: 21.1458,
        longitude: 79.0882,
      },
    });
    expect(moved).toMatchObject({ status: 200, body: { profile: { city: 'nagpur' } } });
    for (const list of lists('nagpur')) expect(await ids(list), JSON.stringify(list)).toContain(dish._id);
    for (const list of lists('bhopal')) expect(await ids(list), JSON.stringify(list)).not.toContain(dish._id);
    expect(await cuisine('nagpur', seller.restaurant.id)).toEqual(['Thali']);
    expect(await strip('nagpur')).toContain('cat-thali');
    // The menu item, whose tally the city's strip and cards read, moved with it.
    expect(await getItem(keys.menuSize(seller.restaurant.id))).toMatchObject({ GSI1PK: partitions.city('nagpur') });
  });
});

describe('a visitor’s dishes when no city is known', () => {
  it('pages across the first cities in the order asked, each dish once, each city’s dishes in its own list’s order', async () => {
    for (const sort of ['price-asc', 'name-desc'] as const) {
      const seen: Food[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 8; page++) {
        const body = await get<FoodPage>(pathOf('catalogue/list-foods'), {
          sort,
          limit: '20',
          ...(cursor ? { cursor } : {}),
        });
        expect(body.items.length).toBeLessThanOrEqual(20);
        seen.push(...body.items);
        cursor = body.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect(new Set(seen.map((f) => f._id)).size).toBe(seen.length);
      const cities = [...new Set(seen.map((f) => f.restaurant.city))];
      expect(cities.length).toBeGreaterThan(1);
      if (sort === 'price-asc') {
        const prices = seen.map((f) => f.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      // Each city's part is the start of that city's own list, in its order.
      for (const city of cities) {
        const part = seen.filter((f) => f.restaurant.city === city).map((f) => f._id);
        const own: string[] = [];
        let next: string | undefined;
        do {
          const body = await get<FoodPage>(pathOf('catalogue/list-foods'), {
            city,
            sort,
            limit: '100',
            ...(next ? { cursor: next } : {}),
          });
          own.push(...body.items.map((f) => f._id));
          next = body.nextCursor ?? undefined;
        } while (next && own.length < part.length);
        expect(own.slice(0, part.length), city).toEqual(part);
      }
    }
  });

  it('a page across cities reads its cities’ first restaurants and a page of each, whatever their menus', async () => {
    // The first 100 restaurants by name (which cities to show), then one page of at most five cities' lists.
    const bound = 100 + 5 * 24;
    for (const sort of FOOD_SORTS) {
      expect(await itemsRead(() => get<FoodPage>(pathOf('catalogue/list-foods'), { sort }))).toBeLessThanOrEqual(bound);
    }
  });

  it('a tampered cursor, or a cursor of one city’s list, answers 400', async () => {
    const first = await get<FoodPage>(pathOf('catalogue/list-foods'), { limit: '3' });
    const cityCursor = (await get<FoodPage>(pathOf('catalogue/list-foods'), { city: SMALL, limit: '3' })).nextCursor!;
    for (const cursor of [withFirstCharChanged(first.nextCursor!), cityCursor]) {
      expect(await api.call('catalogue/list-foods', { query: { cursor } })).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor' },
      });
    }
  });
});
