import { cityKey } from '@tiffin/shared/geo';
import { MAX_STOCK } from '@tiffin/shared/rules/stock';
import type { FoodRecord, MenuStock } from '#domain/model';
import { dynamo, PutCommand } from '#adapters/dynamo';
import { keys, partitions, prefixes } from './keys.ts';
import { setListed } from './listing.ts';
import { ensureMenuSize, menuReleaseItem } from './menu-sizes.ts';
import {
  batchGet,
  forEachLimited,
  getItem,
  tableName,
  transactIf,
  withoutKeys,
  writeIf,
  type TransactItem,
} from './operations.ts';
import { queryAll, queryPage, type QueryInput } from './query.ts';

/**
 * Dishes ("foods" in the API): `FOOD#<id>` / `FOOD`, their reviews beside them in the same partition;
 * GSI1 `CITY#<city>` while listed (the city's menu, by name); GSI2 `RESTAURANT#<id>` (the restaurant's
 * menu, by name).
 */

export function foodItem(record: FoodRecord) {
  const city = cityKey(record.restaurant.city);
  return {
    ...keys.food(record.id),
    ...(record.listed ? keys.foodInCity(city, record.name, record.id) : {}),
    ...keys.foodOfRestaurant(record.restaurant.id, record.name, record.id),
    entity: 'Food',
    ...record,
    restaurant: { ...record.restaurant, city },
  };
}

export function getFood(id: string): Promise<FoodRecord | undefined> {
  return getItem<FoodRecord>(keys.food(id), true);
}

/** Dishes by id in BatchGets (a cart holds fewer than 100). */
export async function getFoods(ids: readonly string[]): Promise<Map<string, FoodRecord>> {
  const foods = await batchGet<FoodRecord>([...new Set(ids)].map((id) => keys.food(id)));
  return new Map(foods.map((food) => [food.id, food]));
}

const ofRestaurant = (restaurantId: string): QueryInput => ({
  IndexName: 'GSI2',
  KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
  ExpressionAttributeValues: { ':pk': partitions.restaurant(restaurantId), ':prefix': prefixes.food },
});

/** A city's listed dishes (GSI1), every page: one city's menu, bounded by design. */
export function foodsInCity(city: string) {
  return queryAll<FoodRecord>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.city(city), ':prefix': prefixes.food },
  });
}

/** A restaurant's whole menu by name (GSI2). */
export function foodsOfRestaurant(restaurantId: string) {
  return queryAll<FoodRecord>(ofRestaurant(restaurantId));
}

/** A restaurant's dishes by name, one page (GSI2). */
export function foodsOfRestaurantPage(restaurantId: string, limit: number, cursor?: string) {
  return queryPage<FoodRecord>(ofRestaurant(restaurantId), limit, cursor);
}

/** A restaurant's dishes, only their stock (the seller dashboard's menu figures). */
export function foodStockOfRestaurant(restaurantId: string) {
  return queryAll<MenuStock>({ ...ofRestaurant(restaurantId), ProjectionExpression: 'quantity' });
}

/**
 * Replaces a dish through `foodItem` (its index keys hold the name, the city and the listed flag), unless
 * someone else changed it since `read`: a review (rating totals), an approval or revoke (listed) or
 * a restaurant's rename or move. Stock is the seller's to set, so an order taking stock meanwhile does not
 * count. False when the dish changed or is gone: read it again and retry.
 */
export function replaceFood(record: FoodRecord, read: FoodRecord): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: foodItem(withoutKeys(record)),
        ConditionExpression:
          'attribute_exists(PK) AND ratingSum = :ratingSum AND ratingCount = :ratingCount AND listed = :listed AND #restaurant.#id = :restaurantId AND #restaurant.#name = :restaurantName AND #restaurant.#city = :city AND #restaurant.#latitude = :latitude AND #restaurant.#longitude = :longitude',
        ExpressionAttributeNames: {
          '#restaurant': 'restaurant',
          '#id': 'id',
          '#name': 'name',
          '#city': 'city',
          '#latitude': 'latitude',
          '#longitude': 'longitude',
        },
        ExpressionAttributeValues: {
          ':ratingSum': read.ratingSum,
          ':ratingCount': read.ratingCount,
          ':listed': read.listed,
          ':restaurantId': read.restaurant.id,
          ':restaurantName': read.restaurant.name,
          ':city': cityKey(read.restaurant.city),
          ':latitude': read.restaurant.latitude,
          ':longitude': read.restaurant.longitude,
        },
      }),
    ),
  );
}

/**
 * Deletes a dish only if it belongs to the restaurant, with its place on the restaurant's menu size in the same
 * transaction; false when it does not belong (or is gone).
 */
export async function deleteFood(foodId: string, restaurantId: string): Promise<boolean> {
  await ensureMenuSize(restaurantId);
  return transactIf([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.food(foodId),
        ConditionExpression: '#restaurant.#id = :restaurantId',
        ExpressionAttributeNames: { '#restaurant': 'restaurant', '#id': 'id' },
        ExpressionAttributeValues: { ':restaurantId': restaurantId },
      },
    },
    menuReleaseItem(restaurantId),
  ]);
}

export function setFoodListed(foodId: string, listed: boolean): Promise<void> {
  return setListed<FoodRecord>(keys.food(foodId), listed, foodItem, (record) => record.restaurant.city, {
    path: '#restaurant.#city',
    names: { '#restaurant': 'restaurant', '#city': 'city' },
  });
}

/** How many dishes change their listing at once, so a large menu does not burst the table. */
const LISTING_CONCURRENCY = 10;

/** Every dish of a restaurant enters or leaves its city's listing (an approval or a revoke). */
export async function setFoodsOfRestaurantListed(restaurantId: string, listed: boolean): Promise<void> {
  const dishes = await foodsOfRestaurant(restaurantId);
  await forEachLimited(dishes, LISTING_CONCURRENCY, (dish) => setFoodListed(dish.id, listed));
}

/** An order's stock decrement, as one item of the order's transaction: only if still on sale and in stock. */
export function stockDecrementItem(foodId: string, quantity: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.food(foodId),
      UpdateExpression: 'SET quantity = quantity - :n',
      // Still on sale (a revoked restaurant's dishes are unlisted) and in stock.
      ConditionExpression: 'attribute_exists(PK) AND listed = :listed AND quantity >= :n',
      ExpressionAttributeValues: { ':n': quantity, ':listed': true },
    },
  };
}

/** A cancelled order's quantity back on sale, as one item of the cancellation's transaction: only if the dish still exists. */
export function stockRestoreItem(foodId: string, quantity: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.food(foodId),
      UpdateExpression: 'SET quantity = quantity + :n',
      // Never past the stock maximum: a dish whose stock rose meanwhile fails the write, and the caller reads again.
      ConditionExpression: 'attribute_exists(PK) AND quantity <= :room',
      ExpressionAttributeValues: { ':n': quantity, ':room': MAX_STOCK - quantity },
    },
  };
}
