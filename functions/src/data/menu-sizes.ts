import type { Category } from '@tiffin/shared/api/catalogue';
import { cityKey } from '@tiffin/shared/geo';
import { dynamo, PutCommand } from '#adapters/dynamo';
import type { CategoryTally, FoodRecord, RestaurantRecord } from '#domain/model';
import { keys, partitions, prefixes } from './keys.ts';
import { batchGet, getItem, tableName, writeIf, type TransactItem } from './operations.ts';
import { queryAll, type QueryInput } from './query.ts';

/**
 * A restaurant's menu size and category tally: `RESTAURANT#<id>` / `MENU`, `dishes` and one `C#<category>` per
 * category (named by `N#<category>`) moved by ADD in the transaction that adds, deletes or re-categorises a dish,
 * so the cap is checked and taken in the same write, never from a count read earlier, and the restaurant's
 * cuisine and its city's category strip are read from it rather than from every dish.
 */

/** The menu item of a restaurant whose dishes are in these categories (one entry per dish): size and tally. */
export function menuSizeItem(
  restaurantId: string,
  city: string,
  dishCategories: readonly Pick<Category, '_id' | 'cat'>[],
) {
  const item: Record<string, unknown> = {
    ...keys.menuSize(restaurantId),
    ...keys.menuInCity(cityKey(city), restaurantId),
    entity: 'MenuSize',
    restaurantId,
    dishes: dishCategories.length,
  };
  for (const category of dishCategories) {
    const { count, name } = keys.menuCategory(category._id);
    item[count] = ((item[count] as number | undefined) ?? 0) + 1;
    item[name] = category.cat;
  }
  return item;
}

/** How many dishes the restaurant's menu index holds (a COUNT Query of GSI2, every page). */
const menuQuery = (restaurantId: string): QueryInput => ({
  IndexName: 'GSI2',
  KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
  ExpressionAttributeValues: { ':pk': partitions.restaurant(restaurantId), ':prefix': prefixes.food },
});

/** The categories of the restaurant's dishes, one entry per dish, from its menu index (GSI2, every page). */
async function dishCategories(restaurantId: string): Promise<Category[]> {
  const dishes = await queryAll<Pick<FoodRecord, 'category'>>({
    ...menuQuery(restaurantId),
    ProjectionExpression: 'category',
  });
  return dishes.map((dish) => dish.category);
}

/**
 * Makes sure the restaurant's menu size exists, counting the menu the first time (a restaurant whose dishes
 * were written before sizes were kept, or seeded). No dish is added or deleted while it is missing (their
 * transactions need it), so the first count is the menu's; of several first counts racing, one is kept.
 */
export async function ensureMenuSize(restaurantId: string, city: string): Promise<void> {
  if (await getItem(keys.menuSize(restaurantId), true)) return;
  const counted = menuSizeItem(restaurantId, city, await dishCategories(restaurantId));
  await writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: counted,
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

type CategoryRef = Pick<Category, '_id' | 'cat'>;

/** One more dish, in its category, only while the menu holds fewer than `max`, as one item of the dish's transaction. */
export function menuSlotItem(restaurantId: string, max: number, category: CategoryRef): TransactItem {
  const { count, name } = keys.menuCategory(category._id);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurantId),
      UpdateExpression: 'SET #name = :cat ADD dishes :one, #count :one',
      ConditionExpression: 'dishes < :max',
      ExpressionAttributeNames: { '#name': name, '#count': count },
      ExpressionAttributeValues: { ':one': 1, ':max': max, ':cat': category.cat },
    },
  };
}

/** One dish fewer in its category, as one item of the dish's deletion. */
export function menuReleaseItem(restaurantId: string, categoryId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurantId),
      UpdateExpression: 'ADD dishes :minusOne, #count :minusOne',
      ConditionExpression: 'attribute_exists(dishes)',
      ExpressionAttributeNames: { '#count': keys.menuCategory(categoryId).count },
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
}

/** A dish moved from one category to another, as one item of the dish's edit. */
export function menuRecategoriseItem(restaurantId: string, from: string, to: CategoryRef): TransactItem {
  const { count, name } = keys.menuCategory(to._id);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurantId),
      UpdateExpression: 'SET #name = :cat ADD #from :minusOne, #to :one',
      ConditionExpression: 'attribute_exists(dishes)',
      ExpressionAttributeNames: { '#name': name, '#from': keys.menuCategory(from).count, '#to': count },
      ExpressionAttributeValues: { ':minusOne': -1, ':one': 1, ':cat': to.cat },
    },
  };
}

function tallyOf(item: Record<string, unknown>): CategoryTally {
  const tally: CategoryTally = new Map();
  for (const [attribute, value] of Object.entries(item)) {
    if (!attribute.startsWith(prefixes.menuCategoryCount) || typeof value !== 'number' || value <= 0) continue;
    const id = attribute.slice(prefixes.menuCategoryCount.length);
    const cat = item[keys.menuCategory(id).name];
    if (typeof cat === 'string') tally.set(id, { cat, dishes: value });
  }
  return tally;
}

/**
 * The category tallies of these restaurants' menus: one BatchGet of their menu items, so the read follows the
 * number of restaurants, never their menus. A restaurant whose menu item was never written (its dishes predate the
 * tally and none was added or deleted since) is counted from its menu (GSI2, at most the dish cap), without writing.
 */
export async function categoryTallies(restaurantIds: readonly string[]): Promise<Map<string, CategoryTally>> {
  const unique = [...new Set(restaurantIds)];
  const items = await batchGet<Record<string, unknown>>(unique.map((id) => keys.menuSize(id)));
  const tallies = new Map(items.map((item) => [item.restaurantId as string, tallyOf(item)]));
  await Promise.all(
    unique
      .filter((id) => !tallies.has(id))
      .map(async (id) => {
        tallies.set(id, tallyOf(menuSizeItem(id, '-', await dishCategories(id))));
      }),
  );
  return tallies;
}

/**
 * The category tallies of these restaurants of one city: one Query of the city's menu items (GSI1 `MENU#`, small
 * items, priced by their total size), kept only for the restaurants asked for, so a menu item left behind by a move
 * never counts. A restaurant whose menu item is not in the city is read as `categoryTallies` does.
 */
export async function categoryTalliesInCity(
  city: string,
  restaurantIds: readonly string[],
): Promise<Map<string, CategoryTally>> {
  const wanted = new Set(restaurantIds);
  const items = await queryAll<Record<string, unknown>>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.city(city), ':prefix': prefixes.menu },
  });
  const tallies = new Map(
    items
      .filter((item) => wanted.has(item.restaurantId as string))
      .map((item) => [item.restaurantId as string, tallyOf(item)]),
  );
  const missing = [...wanted].filter((id) => !tallies.has(id));
  if (missing.length) for (const [id, tally] of await categoryTallies(missing)) tallies.set(id, tally);
  return tallies;
}

/**
 * The menu item's move into its restaurant's new city partition, as one item of the move's last transaction
 * (beside the check that the restaurant is still as written); null when there is no menu item yet or it is there
 * already.
 */
export async function menuMoveItem(restaurant: RestaurantRecord): Promise<TransactItem | null> {
  const moved = keys.menuInCity(cityKey(restaurant.city), restaurant.id);
  const stored = await getItem<Record<string, unknown>>(keys.menuSize(restaurant.id), true);
  if (!stored || stored.GSI1PK === moved.GSI1PK) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurant.id),
      UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':pk': moved.GSI1PK, ':sk': moved.GSI1SK },
    },
  };
}
