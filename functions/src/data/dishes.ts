import type { FoodSort } from '@tiffin/shared/api/catalogue';
import { cityKey } from '@tiffin/shared/geo';
import { MAX_STOCK } from '@tiffin/shared/rules/stock';
import { averageRating, type CityDishesQuery, type FoodRecord, type MenuStock } from '#domain/model';
import { dynamo, PutCommand } from '#adapters/dynamo';
import { keys, partitions, prefixes, type DishSortFields } from './keys.ts';
import { setListed } from './listing.ts';
import { ensureMenuSize, menuRecategoriseItem, menuReleaseItem } from './menu-sizes.ts';
export { categoryTallies, categoryTalliesInCity } from './menu-sizes.ts';
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
import type { IndexName } from './table.ts';

/**
 * Dishes ("foods" in the API): `FOOD#<id>` / `FOOD`, their reviews beside them in the same partition;
 * GSI1 `CITY#<city>` while listed (the city's menu, by name); GSI2 `RESTAURANT#<id>` (the restaurant's
 * menu, by name).
 */

/** What a dish's catalogue sort keys are built from. */
export const sortFieldsOf = (record: FoodRecord): DishSortFields => ({
  id: record.id,
  name: record.name,
  price: record.price,
  average: averageRating(record),
});

/** The catalogue's list keys of a listed dish (keys.foodListings): a city's lists and its category's, every order. */
export const foodListingKeys = (record: FoodRecord) =>
  keys.foodListings(cityKey(record.restaurant.city), record.category._id, sortFieldsOf(record));

/** The attributes a listing change sets or removes together (every catalogue list's partition and sort key). */
export const FOOD_LISTING_ATTRIBUTES = Object.keys(
  keys.foodListings('-', '-', { id: '-', name: '-', price: 0, average: null }),
) as (keyof ReturnType<typeof foodListingKeys>)[];

/** The lowercase names the catalogue's search matches (a FilterExpression `contains` is case-sensitive). */
export const searchFieldsOf = (record: Pick<FoodRecord, 'name' | 'restaurant'>) => ({
  nameSearch: record.name.toLowerCase(),
  restaurantSearch: record.restaurant.name.toLowerCase(),
});

export function foodItem(record: FoodRecord) {
  const city = cityKey(record.restaurant.city);
  return {
    ...keys.food(record.id),
    ...(record.listed ? foodListingKeys(record) : {}),
    ...keys.foodOfRestaurant(record.restaurant.id, record.name, record.id),
    entity: 'Food',
    ...record,
    restaurant: { ...record.restaurant, city },
    ...searchFieldsOf(record),
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

/** Which index serves each sort of a city's dishes, for the whole city and for one category (keys.foodListings). */
const SORT_INDEXES: Record<FoodSort, { city: IndexName; category: IndexName; forward: boolean }> = {
  'name-asc': { city: 'GSI1', category: 'GSI3', forward: true },
  'name-desc': { city: 'GSI1', category: 'GSI3', forward: false },
  'price-asc': { city: 'GSI4', category: 'GSI7', forward: true },
  'price-desc': { city: 'GSI5', category: 'GSI8', forward: true },
  rating: { city: 'GSI6', category: 'GSI9', forward: true },
};

/**
 * One page of a city's listed dishes in the order asked, from the index of that order (of the category's partition
 * when one is asked): the page's cost follows the page, not the city's menu. The food type and the search are
 * filters on that index's page (`queryPage` reads on, within its bound, to fill the page).
 */
export function foodsInCityPage(query: CityDishesQuery, limit: number, cursor?: string) {
  const served = SORT_INDEXES[query.sort];
  const index = query.category ? served.category : served.city;
  const pk = query.category ? partitions.cityCategory(query.city, query.category) : partitions.city(query.city);
  // The city's name index also holds its restaurants; its category index holds dishes only, by the same prefix.
  const byName = index === 'GSI1' || index === 'GSI3';
  const filters = [
    ...(query.type ? ['foodType = :type'] : []),
    ...(query.search ? ['(contains(nameSearch, :search) OR contains(restaurantSearch, :search))'] : []),
  ];
  return queryPage<FoodRecord>(
    {
      IndexName: index,
      KeyConditionExpression: byName ? `${index}PK = :pk AND begins_with(${index}SK, :prefix)` : `${index}PK = :pk`,
      ScanIndexForward: served.forward,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeValues: {
        ':pk': pk,
        ...(byName ? { ':prefix': prefixes.food } : {}),
        ...(query.type ? { ':type': query.type } : {}),
        ...(query.search ? { ':search': query.search } : {}),
      },
    },
    limit,
    cursor,
  );
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
 * Replaces a dish through `foodItem` (its index keys hold the name, price, category, rating, city and listed
 * flag), unless someone else changed it since `read`: a review (rating totals), an approval or revoke (listed),
 * another edit of its category, or a restaurant's rename or move. A change of category moves the dish on its
 * restaurant's category tally in the same transaction. Stock is the seller's to set, so an order taking stock meanwhile does not
 * count. False when the dish changed or is gone: read it again and retry.
 */
export async function replaceFood(record: FoodRecord, read: FoodRecord): Promise<boolean> {
  const put = {
    TableName: tableName(),
    Item: foodItem(withoutKeys(record)),
    ConditionExpression:
      'attribute_exists(PK) AND ratingSum = :ratingSum AND ratingCount = :ratingCount AND listed = :listed AND #category.#categoryId = :categoryId AND #restaurant.#id = :restaurantId AND #restaurant.#name = :restaurantName AND #restaurant.#city = :city AND #restaurant.#latitude = :latitude AND #restaurant.#longitude = :longitude',
    ExpressionAttributeNames: {
      '#category': 'category',
      '#categoryId': '_id',
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
      ':categoryId': read.category._id,
      ':restaurantId': read.restaurant.id,
      ':restaurantName': read.restaurant.name,
      ':city': cityKey(read.restaurant.city),
      ':latitude': read.restaurant.latitude,
      ':longitude': read.restaurant.longitude,
    },
  };
  if (record.category._id === read.category._id) return writeIf(() => dynamo.send(new PutCommand(put)));
  // A new category moves the dish on its restaurant's category tally in the same transaction.
  await ensureMenuSize(read.restaurant.id, read.restaurant.city);
  return transactIf([{ Put: put }, menuRecategoriseItem(read.restaurant.id, read.category._id, record.category)]);
}

/**
 * Deletes a dish only if it belongs to the restaurant, with its place on the restaurant's menu size and category
 * tally in the same transaction; false when it does not belong (or is gone).
 */
export async function deleteFood(foodId: string, restaurantId: string): Promise<boolean> {
  const food = await getFood(foodId);
  if (food?.restaurant.id !== restaurantId) return false;
  await ensureMenuSize(restaurantId, food.restaurant.city);
  return transactIf([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.food(foodId),
        ConditionExpression: '#restaurant.#id = :restaurantId AND #category.#categoryId = :categoryId',
        ExpressionAttributeNames: {
          '#restaurant': 'restaurant',
          '#id': 'id',
          '#category': 'category',
          '#categoryId': '_id',
        },
        ExpressionAttributeValues: { ':restaurantId': restaurantId, ':categoryId': food.category._id },
      },
    },
    menuReleaseItem(restaurantId, food.category._id),
  ]);
}

export function setFoodListed(foodId: string, listed: boolean): Promise<void> {
  return setListed<FoodRecord>(
    keys.food(foodId),
    listed,
    foodItem,
    (record) => record.restaurant.city,
    { path: '#restaurant.#city', names: { '#restaurant': 'restaurant', '#city': 'city' } },
    FOOD_LISTING_ATTRIBUTES,
    (record) => ({
      expression:
        'price = :price AND #category.#id = :categoryId AND ratingSum = :ratingSum AND ratingCount = :ratingCount',
      names: { '#category': 'category', '#id': '_id' },
      values: {
        ':price': record.price,
        ':categoryId': record.category._id,
        ':ratingSum': record.ratingSum,
        ':ratingCount': record.ratingCount,
      },
    }),
  );
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
