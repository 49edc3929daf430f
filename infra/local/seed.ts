import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rupeesToPaise } from '@tiffin/shared/money';
import { accountItem, emailItem } from '@tiffin/functions/data/account-items';
import {
  categoryItem,
  foodItem,
  restaurantItem,
  reviewItem,
  type RatingTotals,
} from '@tiffin/functions/data/catalogue-items';
import { hashPassword } from '@tiffin/functions/platform/passwords';
import { localClient } from './dynamodb.ts';
import { seed, seedAccounts, type SeedAccount } from './seed-data.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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

/** Every item of the demo marketplace, built by the data layer's own item builders. */
export async function seedItems(imageBase: string, now = new Date()) {
  const createdAt = now.toISOString();
  const image = (kind: string, name: string) => `${imageBase}/images/${kind}/${slug(name)}.svg`;
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
      restaurant: {
        id: restaurant.id,
        name: restaurant.name,
        city: restaurant.city,
        address: restaurant.address,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
      },
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
      orderId: 'seed',
      createdAt: new Date(now.getTime() - r.daysAgo * 86_400_000).toISOString(),
    }),
  );
  return [
    ...categories.map(categoryItem),
    ...restaurants.map(restaurantItem),
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
