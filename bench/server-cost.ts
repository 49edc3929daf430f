// Section 2: what a Bengaluru home page and a /foods request cost (DynamoDB items read, capacity, response bytes)
// with 100 and then 10,000 restaurants in other cities in the table; then the same pages of one city whose own
// menu grows from 30 to 10,000 dishes.
import type { LocalCloud } from '../local/src/cloud.ts';
import { kb, ratio, type BenchSection } from './report.ts';

const CITY = 'bengaluru';
/** Other cities for the filler restaurants: none of them is a seed city. */
const OTHER_CITIES = [
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Indore',
  'Bhopal',
  'Nagpur',
  'Surat',
  'Chandigarh',
  'Coimbatore',
  'Mysuru',
  'Visakhapatnam',
  'Patna',
  'Vadodara',
  'Thiruvananthapuram',
  'Guwahati',
  'Bhubaneswar',
  'Dehradun',
];
const SIZES = [100, 10_000] as const;
/** The city whose own menu grows (no seed city, none of the others), its restaurants and its menu sizes. */
const GROWING_CITY = 'Nashik';
const GROWING_RESTAURANTS = 40;
const MENU_SIZES = [30, 10_000] as const;

/** The requests the web app makes, as web/src/lib/api-client.ts builds them (no filter set). */
const PAGES = {
  // web/src/app/screens/home.tsx: CategoryStrip, RestaurantList and FoodsSection (its FoodList and restaurant filter
  // share the restaurants query), once a city is known.
  'Home page (categories + restaurants + foods of the city)': [
    `/api/categories/get?city=${CITY}`,
    `/api/restaurant/get?city=${CITY}`,
    `/api/foods/get?city=${CITY}`,
  ],
  '/foods request (foods of the city)': [`/api/foods/get?city=${CITY}`],
} as const;
type PageName = keyof typeof PAGES;

interface Cost {
  requests: number;
  items: number;
  capacity: number;
  bytes: number;
}

/** Counts what the data layer's DynamoDB client reads, from the answers DynamoDB gives. */
async function readCounter() {
  const { wrapDynamo } = await import('@tiffin/functions/adapters/dynamo');
  const totals = { requests: 0, items: 0, capacity: 0, capacityReported: false };
  let counting = false;
  const unwrap = wrapDynamo((next) => async (operation, input) => {
    const dataCall = 'TableName' in input || 'RequestItems' in input;
    if (counting && dataCall) input = { ...input, ReturnConsumedCapacity: input.ReturnConsumedCapacity ?? 'TOTAL' };
    const result = await next(operation, input);
    if (!counting || !dataCall) return result;
    const output = result as {
      ScannedCount?: number;
      Count?: number;
      Item?: unknown;
      Responses?: Record<string, unknown[]>;
      ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
    };
    totals.requests += 1;
    totals.items +=
      output.ScannedCount ??
      output.Count ??
      (output.Responses
        ? Object.values(output.Responses).reduce((sum, items) => sum + items.length, 0)
        : output.Item
          ? 1
          : 0);
    const consumed = output.ConsumedCapacity;
    for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
      if (entry.CapacityUnits !== undefined) totals.capacityReported = true;
      totals.capacity += entry.CapacityUnits ?? 0;
    }
    return result;
  });
  return {
    totals,
    async measure<T>(work: () => Promise<T>) {
      Object.assign(totals, { requests: 0, items: 0, capacity: 0 });
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      return { requests: totals.requests, items: totals.items, capacity: totals.capacity };
    },
    stop: unwrap,
  };
}

/** Restaurants `from`..`to`-1 in the other cities, one or two listed dishes each, built by the data layer. */
async function fillerItems(from: number, to: number) {
  const { restaurantItem } = await import('@tiffin/functions/data/restaurants');
  const { foodItem } = await import('@tiffin/functions/data/dishes');
  const { seed } = await import('../local/src/seed-data.ts');
  const createdAt = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++) {
    const city = OTHER_CITIES[i % OTHER_CITIES.length]!;
    const restaurant = {
      id: `r-bench-${i}`,
      name: `Bench Kitchen ${i}`,
      city,
      address: `${i} Main Road, ${city}`,
      latitude: 20 + (i % 100) / 100,
      longitude: 78 + (i % 100) / 100,
    };
    items.push(
      restaurantItem({
        ...restaurant,
        image: `http://localhost/images/restaurant/bench-${i}.svg`,
        description: 'A filler restaurant of the catalogue-size bench.',
        sellerId: `u-bench-seller-${i}`,
        listed: true,
        createdAt,
        ratingSum: 0,
        ratingCount: 0,
      }),
    );
    for (let j = 0; j < 1 + (i % 2); j++) {
      const category = seed.categories[(i + j) % seed.categories.length]!;
      items.push(
        foodItem({
          id: `f-bench-${i}-${j}`,
          name: `Bench Dish ${i}-${j}`,
          price: 10_000 + (i % 50) * 500,
          foodType: j ? 'non-veg' : 'veg',
          category: { ...category, catimg: `http://localhost/images/category/${category._id}.svg` },
          image: `http://localhost/images/food/bench-${i}-${j}.svg`,
          description: 'A filler dish of the catalogue-size bench.',
          quantity: 20,
          restaurant,
          listed: true,
          createdAt,
          ratingSum: 0,
          ratingCount: 0,
        }),
      );
    }
  }
  return items;
}

/**
 * The growing city's dishes `from`..`to`-1, dealt over its restaurants in turn (250 each at 10,000, under the dish
 * cap), with the restaurants themselves the first time and every restaurant's menu item (size and category tally,
 * as the dish writes keep it) for dishes 0..`to`-1.
 */
async function growingCityItems(from: number, to: number) {
  const { restaurantItem } = await import('@tiffin/functions/data/restaurants');
  const { foodItem } = await import('@tiffin/functions/data/dishes');
  const { menuSizeItem } = await import('@tiffin/functions/data/menu-sizes');
  const { seed } = await import('../local/src/seed-data.ts');
  const createdAt = new Date().toISOString();
  const restaurants = Array.from({ length: GROWING_RESTAURANTS }, (_, r) => ({
    id: `r-bench-menu-${r}`,
    name: `Menu Kitchen ${r}`,
    city: GROWING_CITY,
    address: `${r} College Road, ${GROWING_CITY}`,
    latitude: 20 + r / 1000,
    longitude: 73.8 + r / 1000,
  }));
  const categoryOf = (i: number) => seed.categories[i % seed.categories.length]!;
  const items: Record<string, unknown>[] = [];
  if (from === 0) {
    for (const restaurant of restaurants) {
      items.push(
        restaurantItem({
          ...restaurant,
          image: `http://localhost/images/restaurant/${restaurant.id}.svg`,
          description: 'A restaurant of the growing-menu bench.',
          sellerId: `u-bench-menu-seller-${restaurant.id}`,
          listed: true,
          createdAt,
          ratingSum: 0,
          ratingCount: 0,
        }),
      );
    }
  }
  for (let i = from; i < to; i++) {
    const category = categoryOf(i);
    items.push(
      foodItem({
        id: `f-bench-menu-${i}`,
        name: `Menu Dish ${i}`,
        price: 10_000 + (i % 50) * 500,
        foodType: i % 2 ? 'non-veg' : 'veg',
        category: { ...category, catimg: `http://localhost/images/category/${category._id}.svg` },
        image: `http://localhost/images/food/menu-${i}.svg`,
        description: 'A dish of the growing-menu bench.',
        quantity: 20,
        restaurant: restaurants[i % GROWING_RESTAURANTS]!,
        listed: true,
        createdAt,
        ratingSum: i % 3 ? 0 : 4,
        ratingCount: i % 3 ? 0 : 1,
      }),
    );
  }
  restaurants.forEach((restaurant, r) => {
    const own = Array.from({ length: to }, (_, i) => i).filter((i) => i % GROWING_RESTAURANTS === r);
    items.push(menuSizeItem(restaurant.id, GROWING_CITY, own.map(categoryOf)));
  });
  return items;
}

/** BatchWrite (25 a time, through the seed's writer) in a few parallel streams. */
async function writeFiller(cloud: LocalCloud, items: Record<string, unknown>[]) {
  const { writeItems } = await import('../local/src/seed.ts');
  const streams = 4;
  const size = Math.ceil(items.length / streams / 25) * 25;
  await Promise.all(
    Array.from({ length: streams }, (_, i) =>
      writeItems(cloud.dynamoEndpoint, cloud.tableName, items.slice(i * size, (i + 1) * size)),
    ),
  );
}

export async function catalogueCost(cloud: LocalCloud): Promise<BenchSection> {
  const counter = await readCounter();
  const base = cloud.apiUrl.replace('localhost', '127.0.0.1');

  async function costOf(paths: readonly string[]): Promise<Cost> {
    let bytes = 0;
    const read = await counter.measure(async () => {
      for (const path of paths) {
        const response = await fetch(base + path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        bytes += (await response.arrayBuffer()).byteLength;
      }
    });
    return { ...read, bytes };
  }

  try {
    const costs = new Map<string, Cost>();
    let written = 0;
    let restaurants = 0;
    for (const size of SIZES) {
      const items = await fillerItems(restaurants, size);
      const t0 = Date.now();
      await writeFiller(cloud, items);
      written += items.length;
      restaurants = size;
      console.log(
        `  ${size} restaurants in ${OTHER_CITIES.length} other cities (${written} items in all; ${items.length} written in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
      for (const [name, paths] of Object.entries(PAGES)) {
        const cost = await costOf(paths);
        costs.set(`${name}@${size}`, cost);
        console.log(
          `  ${name}: ${cost.items} items read in ${cost.requests} requests, ${cost.capacity} RCU, ${cost.bytes} bytes`,
        );
      }
    }

    // One city's own menu grows: the same pages of that city, with 30 and then 10,000 dishes of its own.
    const growingPages = Object.entries(PAGES).map(
      ([name, paths]) =>
        [name, paths.map((path) => path.replace(`city=${CITY}`, `city=${GROWING_CITY.toLowerCase()}`))] as const,
    );
    let dishes = 0;
    for (const size of MENU_SIZES) {
      await writeFiller(cloud, await growingCityItems(dishes, size));
      dishes = size;
      console.log(`  ${size} dishes in ${GROWING_CITY}'s ${GROWING_RESTAURANTS} restaurants`);
      for (const [name, paths] of growingPages) {
        const cost = await costOf(paths);
        costs.set(`${name}@menu${size}`, cost);
        console.log(
          `  ${name}, ${GROWING_CITY}: ${cost.items} items read in ${cost.requests} requests, ${cost.capacity} RCU, ${cost.bytes} bytes`,
        );
      }
    }

    const [small, large] = SIZES;
    const capacity = (value: number) => (counter.totals.capacityReported ? value.toFixed(1) : 'n/a');
    const table = [
      ['Page', 'Other-city restaurants', 'DynamoDB requests', 'Items read', 'Read capacity units', 'Response bytes'],
    ];
    const budgets: BenchSection['budgets'] = [];
    for (const name of Object.keys(PAGES) as PageName[]) {
      const a = costs.get(`${name}@${small}`)!;
      const b = costs.get(`${name}@${large}`)!;
      for (const [size, cost] of [
        [small, a],
        [large, b],
      ] as const) {
        table.push([
          name,
          size.toLocaleString('en'),
          String(cost.requests),
          String(cost.items),
          capacity(cost.capacity),
          `${cost.bytes} (${kb(cost.bytes)})`,
        ]);
      }
      table.push([
        `${name}: ratio`,
        `${large.toLocaleString('en')} ÷ ${small}`,
        ratio(b.requests, a.requests),
        `**${ratio(b.items, a.items)}**`,
        counter.totals.capacityReported ? ratio(b.capacity, a.capacity) : 'n/a',
        `**${ratio(b.bytes, a.bytes)}**`,
      ]);
      const short = name.startsWith('Home') ? 'home page' : '/foods request';
      budgets.push(
        {
          name: `Cost of a ${short}, items read, 10,000 ÷ 100 other-city restaurants`,
          limit: '<= 1.1x',
          measured: `${ratio(b.items, a.items)} (${a.items} → ${b.items} items)`,
          ok: b.items / a.items <= 1.1,
        },
        {
          name: `Cost of a ${short}, bytes sent, 10,000 ÷ 100 other-city restaurants`,
          limit: '<= 1.1x',
          measured: `${ratio(b.bytes, a.bytes)} (${kb(a.bytes)} → ${kb(b.bytes)})`,
          ok: b.bytes / a.bytes <= 1.1,
        },
      );
    }

    const [fewDishes, manyDishes] = MENU_SIZES;
    for (const name of Object.keys(PAGES) as PageName[]) {
      const a = costs.get(`${name}@menu${fewDishes}`)!;
      const b = costs.get(`${name}@menu${manyDishes}`)!;
      const row = `${name}, within one city`;
      for (const [size, cost] of [
        [fewDishes, a],
        [manyDishes, b],
      ] as const) {
        table.push([
          row,
          `${size.toLocaleString('en')} dishes of its own`,
          String(cost.requests),
          String(cost.items),
          capacity(cost.capacity),
          `${cost.bytes} (${kb(cost.bytes)})`,
        ]);
      }
      table.push([
        `${row}: ratio`,
        `${manyDishes.toLocaleString('en')} ÷ ${fewDishes}`,
        ratio(b.requests, a.requests),
        `**${ratio(b.items, a.items)}**`,
        counter.totals.capacityReported ? ratio(b.capacity, a.capacity) : 'n/a',
        `**${ratio(b.bytes, a.bytes)}**`,
      ]);
      const short = name.startsWith('Home') ? 'home page' : '/foods request';
      budgets.push({
        name: `Cost of a ${short}, items read, a city of 10,000 dishes ÷ one of 30`,
        limit: '<= 1.1x',
        measured: `${ratio(b.items, a.items)} (${a.items} → ${b.items} items)`,
        ok: b.items / a.items <= 1.1,
      });
    }

    return {
      title: 'Cost against catalogue size',
      intro:
        `A Bengaluru visitor's home page (the three requests web/src/app/screens/home.tsx makes once the city is known: categories, ` +
        `restaurants of the city, foods of the city, no filter) and one /foods request, with ${small} and then ${large.toLocaleString('en')} ` +
        `restaurants (one or two listed dishes each) in ${OTHER_CITIES.length} other cities added to the seeded table. Items read are counted by a ` +
        `middleware on the data layer's own DynamoDB client (functions/src/adapters/dynamo.ts): ScannedCount of each Query, the items of each ` +
        `GetItem and BatchGetItem; capacity is DynamoDB's ConsumedCapacity (ReturnConsumedCapacity TOTAL); bytes are the response bodies. ` +
        `Budget: 10,000 ÷ 100 <= 1.1x for items read and for bytes. Then the same pages of ${GROWING_CITY}, whose own ` +
        `${GROWING_RESTAURANTS} restaurants hold ${fewDishes} and then ${manyDishes.toLocaleString('en')} dishes ` +
        `(250 each, under the dish cap): budget 10,000 ÷ 30 <= 1.1x for items read.`,
      table,
      budgets,
      notes: [
        `Filler built with the data layer's item builders (restaurantItem, foodItem, so keys.ts) and written with BatchWriteItem: ` +
          `${large.toLocaleString('en')} restaurants and ${(written - large).toLocaleString('en')} dishes in all.`,
        'A visitor on /foods also loads categories and the restaurants of the city (for its filters): the same three requests as the home page.',
      ],
    };
  } finally {
    counter.stop();
  }
}
