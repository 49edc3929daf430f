import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rupeesToPaise } from '@tiffin/shared/money';
import { accountItem, emailItem } from '@tiffin/functions/data/accounts';
import { categoryItem, categoryNameItem } from '@tiffin/functions/data/categories';
import { foodItem } from '@tiffin/functions/data/dishes';
import { menuSizeItem } from '@tiffin/functions/data/menu-sizes';
import { restaurantItem } from '@tiffin/functions/data/restaurants';
import { reviewItem } from '@tiffin/functions/data/reviews';
import { restaurantCopy, type RatingTotals } from '@tiffin/functions/domain/model';
import { keys } from '@tiffin/functions/data/keys';
import { orderItem, waitingOrderItem } from '@tiffin/functions/data/orders';
import type { OrderStatus } from '@tiffin/shared/api/orders';
import { sellerWeekItem } from '@tiffin/functions/data/seller-weeks';
import { computeWeek } from '@tiffin/functions/domain/seller/week-figures';
import { lookupPincode } from '@tiffin/functions/platform/geo/index';
import { hashPassword } from '@tiffin/functions/platform/passwords';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { quote } from '@tiffin/shared/pricing';
import { localClient } from './dynamodb.ts';
import { imagePath } from './demo-photos/images.ts';
import { seed, seedAccounts, type SeedAccount } from './seed-data.ts';

/** Rating totals as the review transactions would have left them. */
function totalsFor(subjectId: string): RatingTotals {
  const ratings = seed.reviews.filter((review) => review.subjectId === subjectId).map((review) => review.rating);
  return { ratingSum: ratings.reduce((a, b) => a + b, 0), ratingCount: ratings.length };
}

async function accountItems(accounts: SeedAccount[], createdAt: string) {
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  return accounts.flatMap((account, i) => {
    const restaurant = seed.restaurants.find((r) => r.sellerId === account.id);
    const record = {
      id: account.id,
      role: account.role,
      username: account.username,
      email: account.email,
      phoneno: account.phoneno,
      passwordHash: hashes[i]!,
      verified: account.verified,
      createdAt,
      ...(account.role === 'seller' ? { approved: account.approved ?? false, restaurantId: restaurant?.id } : {}),
      ...(account.role === 'admin' ? { isFirstLogin: true } : {}),
      ...(account.role === 'customer' ? { location: { city: 'bengaluru' } } : {}),
    };
    return [accountItem(record), emailItem(record)];
  });
}

type SeedFoodItem = ReturnType<typeof foodItem>;
type SeedRestaurantRecord = { id: string; name: string; latitude: number; longitude: number };

/**
 * The demo customer's order history: two Delivered orders (the first already reviewed) and one
 * Pending, with the counters the order writes would have left.
 */
function seedOrders(foods: SeedFoodItem[], restaurants: SeedRestaurantRecord[], now: Date) {
  const at = (daysAgo: number, hours = 0) =>
    new Date(now.getTime() - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();
  const shippingInfo = {
    address: '221 MG Road, Shanthala Nagar',
    city: 'Bengaluru',
    pincode: '560001',
    country: 'India',
    phone: '9000000002',
  };
  const home = lookupPincode(shippingInfo.pincode)!;
  const plans = [
    {
      orderId: 'TF-SEED0001',
      restaurantId: 'r-blr-udupi',
      lines: [
        ['f-blr-masala-dosa', 2],
        ['f-blr-south-thali', 1],
      ],
      daysAgo: 10,
      status: 'Delivered',
      reviewed: true,
    },
    {
      orderId: 'TF-SEED0002',
      restaurantId: 'r-blr-meghana',
      lines: [['f-blr-chicken-biryani', 1]],
      daysAgo: 4,
      status: 'Delivered',
      reviewed: false,
    },
    {
      orderId: 'TF-SEED0003',
      restaurantId: 'r-blr-slice',
      lines: [['f-blr-margherita', 1]],
      daysAgo: 0,
      status: 'Pending',
      reviewed: false,
    },
    // Rejected by the restaurant and refunded (beyond the spec), so My Orders and View Orders show one.
    {
      orderId: 'TF-SEED0004',
      restaurantId: 'r-blr-udupi',
      lines: [['f-blr-south-thali', 2]],
      daysAgo: 2,
      status: 'Rejected',
      reviewed: false,
    },
  ] as const;
  const orders = plans.map((plan) => {
    const restaurant = restaurants.find((r) => r.id === plan.restaurantId)!;
    const lines = plan.lines.map(([foodId, quantity]) => {
      const food = foods.find((f) => f.id === foodId)!;
      return { foodId, name: food.name, price: food.price, image: food.image, quantity, reviewed: plan.reviewed };
    });
    const createdAt = at(plan.daysAgo);
    const history =
      plan.status === 'Delivered'
        ? [
            { status: 'Pending', at: createdAt },
            { status: 'Preparing', at: at(plan.daysAgo, 0.2) },
            { status: 'Delivered', at: at(plan.daysAgo, 0.8) },
          ]
        : plan.status === 'Rejected'
          ? [
              { status: 'Pending', at: createdAt },
              { status: 'Rejected', at: at(plan.daysAgo, 0.1) },
            ]
          : [{ status: 'Pending', at: createdAt }];
    return orderItem({
      orderId: plan.orderId,
      userId: 'u-customer',
      customerName: 'Priya Sharma',
      customerEmail: 'customer@tiffin.local',
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      lines,
      restaurantReviewed: plan.reviewed,
      shippingInfo,
      remark: '',
      quote: quote({
        lines: lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
        restaurant: { lat: restaurant.latitude, lon: restaurant.longitude },
        delivery: { lat: home.latitude!, lon: home.longitude! },
      }),
      orderStatus: plan.status,
      paymentStatus: plan.status === 'Rejected' ? 'Refunded' : 'Paid',
      ...(plan.status === 'Rejected'
        ? {
            cancellation: {
              by: 'restaurant' as const,
              reason: 'We ran out of rice for thalis today. Sorry!',
              at: at(plan.daysAgo, 0.1),
            },
          }
        : {}),
      paymentIntentId: `pi_seed_${plan.orderId}`,
      statusHistory: history as { status: OrderStatus; at: string }[],
      createdAt,
    });
  });
  const delivered = orders.filter((order) => order.orderStatus === 'Delivered');
  const accounts = seedAccounts();
  return [
    ...orders,
    // A paid order not yet accepted waits for its restaurant, as checkout leaves it.
    ...orders.filter((order) => order.orderStatus === 'Pending').map(waitingOrderItem),
    ...seedSellerWeeks(orders, now),
    ...seedMarketplaceWeeks(delivered),
    ...delivered.map((order) => ({
      ...keys.restaurantStats(order.restaurantId),
      entity: 'RestaurantStats',
      restaurantId: order.restaurantId,
      name: order.restaurantName,
      revenue: order.quote.payable,
      deliveredOrders: 1,
    })),
    ...seedMarketplaceStats(orders, accounts, restaurants),
  ];
}

/**
 * The seeded orders' past weeks as the weekly stats job would have stored them, so the seller
 * dashboard's chart has history at first start (the job computes the current week itself).
 */
function seedSellerWeeks(orders: ReturnType<typeof orderItem>[], now: Date) {
  const thisWeek = startOfIndiaWeek(now).getTime();
  const weeks = new Map<string, { restaurantId: string; end: Date }>();
  for (const order of orders) {
    const start = startOfIndiaWeek(new Date(order.createdAt)).getTime();
    if (start >= thisWeek) continue;
    const end = new Date(startOfIndiaWeek(new Date(start + 8 * 86_400_000)).getTime() - 1);
    weeks.set(`${order.restaurantId}#${start}`, { restaurantId: order.restaurantId, end });
  }
  return [...weeks.values()].map(({ restaurantId, end }) =>
    sellerWeekItem({
      restaurantId,
      ...computeWeek(
        orders.filter((order) => order.restaurantId === restaurantId),
        end,
      ),
      computedAt: now.toISOString(),
    }),
  );
}

/** The Delivered orders' revenue by the week they were delivered and restaurant, as the status change adds it (the admin's trend). */
function seedMarketplaceWeeks(delivered: ReturnType<typeof orderItem>[]) {
  const weeks = new Map<
    string,
    { weekStart: string; restaurantId: string; revenue: number; deliveredOrders: number }
  >();
  for (const order of delivered) {
    const deliveredAt = order.statusHistory.find((entry) => entry.status === 'Delivered')?.at ?? order.createdAt;
    const weekStart = indiaDate(startOfIndiaWeek(new Date(deliveredAt)));
    const id = `${weekStart} ${order.restaurantId}`;
    const week = weeks.get(id) ?? { weekStart, restaurantId: order.restaurantId, revenue: 0, deliveredOrders: 0 };
    weeks.set(id, { ...week, revenue: week.revenue + order.quote.payable, deliveredOrders: week.deliveredOrders + 1 });
  }
  return [...weeks.values()].map((week) => ({
    ...keys.marketplaceWeek(week.weekStart, week.restaurantId),
    entity: 'MarketplaceWeek',
    ...week,
  }));
}

/** The marketplace counters as the writes spread them: each restaurant's orders on its item, the accounts on one shard. */
function seedMarketplaceStats(
  orders: ReturnType<typeof orderItem>[],
  accounts: { role: string }[],
  restaurants: { id: string }[],
) {
  const ofRestaurant = restaurants
    .map(({ id }) => {
      const taken = orders.filter((order) => order.restaurantId === id);
      const delivered = taken.filter((order) => order.orderStatus === 'Delivered');
      return {
        ...keys.marketplaceStatsOfRestaurant(id),
        entity: 'MarketplaceStats',
        totalOrders: taken.length,
        deliveredOrders: delivered.length,
        revenue: delivered.reduce((sum, order) => sum + order.quote.payable, 0),
      };
    })
    .filter((item) => item.totalOrders > 0);
  return [
    ...ofRestaurant,
    {
      ...keys.marketplaceStatsShard(0),
      entity: 'MarketplaceStats',
      totalUsers: accounts.filter((a) => a.role === 'customer').length,
      totalSellers: accounts.filter((a) => a.role === 'seller').length,
      totalRestaurants: restaurants.length,
    },
  ];
}

/** A seed picture's address, by its kind (food, restaurant, category) and name. */
export type SeedImages = (kind: string, name: string) => string;

/** The drawings the API at `base` paints on request (local/src/gateway.ts). */
export const drawingsAt =
  (base: string): SeedImages =>
  (kind, name) =>
    `${base}${imagePath(kind, name)}`;

/** Every item of the demo marketplace, built by the data layer's own item builders. */
export async function seedItems(image: SeedImages, now = new Date()) {
  const createdAt = now.toISOString();
  const categories = seed.categories.map((c) => ({ ...c, catimg: image('category', c.cat) }));
  const restaurants = seed.restaurants.map((r) => ({
    ...r,
    image: image('restaurant', r.name),
    createdAt,
    ...totalsFor(r.id),
  }));
  const foods = seed.foods.map((f) => {
    const restaurant = restaurants.find((r) => r.id === f.restaurantId)!;
    const category = categories.find((c) => c._id === f.categoryId)!;
    return foodItem({
      id: f.id,
      name: f.name,
      price: rupeesToPaise(f.price),
      foodType: f.type,
      category,
      image: image('food', f.name),
      description: f.description,
      quantity: f.quantity,
      restaurant: restaurantCopy(restaurant),
      listed: restaurant.listed,
      createdAt,
      ...totalsFor(f.id),
    });
  });
  const reviews = seed.reviews.map((r, i) =>
    reviewItem({
      id: `seed-review-${i + 1}`,
      subject: r.subject,
      subjectId: r.subjectId,
      userId: 'u-customer',
      name: r.name,
      rating: r.rating,
      comment: r.comment,
      orderId: r.subject === 'food' && ['f-blr-masala-dosa'].includes(r.subjectId) ? 'TF-SEED0001' : 'seed',
      createdAt: new Date(now.getTime() - r.daysAgo * 86_400_000).toISOString(),
    }),
  );
  return [
    ...seedOrders(foods, restaurants, now),
    ...categories.map(categoryItem),
    ...categories.map(categoryNameItem),
    ...restaurants.map(restaurantItem),
    // Each restaurant's menu size and category tally, as the dish writes keep them.
    ...restaurants.map((r) =>
      menuSizeItem(
        r.id,
        r.city,
        foods.filter((f) => f.restaurant.id === r.id).map((f) => f.category),
      ),
    ),
    ...foods,
    ...reviews,
    ...(await accountItems(seedAccounts(), createdAt)),
  ];
}

/** Writes the items 25 at a time (BatchWriteItem's limit), retrying what DynamoDB leaves unprocessed. */
export async function writeItems(endpoint: string, tableName: string, items: Record<string, unknown>[]) {
  const client = DynamoDBDocumentClient.from(localClient(endpoint), {
    marshallOptions: { removeUndefinedValues: true },
  });
  for (let i = 0; i < items.length; i += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']> = {
      [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (Object.keys(requests).length > 0) {
      const output = await client.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = output.UnprocessedItems ?? {};
    }
  }
}
