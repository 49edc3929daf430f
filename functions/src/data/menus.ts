import { cityKey } from '@tiffin/shared/geo';
import type { FoodRecord, RestaurantRecord } from '#domain/model';
import { foodItem, foodListingKeys, foodsOfRestaurant, searchFieldsOf } from './dishes.ts';
import { keys } from './keys.ts';
import { ensureMenuSize, menuMoveItem, menuSlotItem } from './menu-sizes.ts';
import { tableName, transact, transactIf, type TransactItem } from './operations.ts';
import { asRead } from './restaurants.ts';

/**
 * A restaurant's menu written together with the restaurant: a dish is added only while its restaurant is as read,
 * and the restaurant's name and location reach every dish. A module of its own, so only the routes that do this
 * (add a dish, save the profile) carry it.
 */

/** A new dish, only if its id is new, as one item of the transaction that adds it to its restaurant's menu. */
function newFoodItem(record: FoodRecord): TransactItem {
  return { Put: { TableName: tableName(), Item: foodItem(record), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The restaurant as a dish carries it: its name and location (the city is the dish's listing partition). */
type RestaurantCopy = FoodRecord['restaurant'];

const restaurantCopyOf = ({ id, name, city, address, latitude, longitude }: RestaurantCopy): RestaurantCopy => ({
  id,
  name,
  city: cityKey(city),
  address,
  latitude,
  longitude,
});

const carriesCopy = (food: FoodRecord, copy: RestaurantCopy) =>
  food.restaurant.name === copy.name &&
  cityKey(food.restaurant.city) === copy.city &&
  food.restaurant.address === copy.address &&
  food.restaurant.latitude === copy.latitude &&
  food.restaurant.longitude === copy.longitude;

/**
 * The restaurant's new copy on one of its dishes, and the dish's city lists with it while listed (only
 * `restaurant`, its search name and the lists' partitions change, so stock and rating totals written meanwhile stand), only if the dish is still
 * the restaurant's and as listed as read; as one item of a transaction that also checks the restaurant.
 */
function restaurantCopyItem(food: FoodRecord, copy: RestaurantCopy): TransactItem {
  // The catalogue lists' partitions name the city; their sort keys hold nothing of the restaurant.
  const moved = food.listed ? foodListingKeys({ ...food, restaurant: copy }) : {};
  const partitions = Object.entries(moved).filter(([name]) => name.endsWith('PK'));
  return {
    Update: {
      TableName: tableName(),
      Key: keys.food(food.id),
      UpdateExpression: `SET ${[
        '#restaurant = :copy',
        'restaurantSearch = :restaurantSearch',
        ...partitions.map(([name]) => `${name} = :${name}`),
      ].join(', ')}`,
      ConditionExpression: 'attribute_exists(PK) AND #restaurant.#id = :restaurantId AND listed = :listed',
      ExpressionAttributeNames: { '#restaurant': 'restaurant', '#id': 'id' },
      ExpressionAttributeValues: {
        ':copy': copy,
        ':restaurantId': copy.id,
        ':listed': food.listed,
        ':restaurantSearch': searchFieldsOf({ ...food, restaurant: copy }).restaurantSearch,
        ...Object.fromEntries(partitions.map(([name, value]) => [`:${name}`, value])),
      },
    },
  };
}

/** A check, in a dish's transaction, that the restaurant is still as read (listing, name, location). */
function restaurantAsReadItem(read: RestaurantRecord): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: keys.restaurant(read.id), ...asRead(read) } };
}

/**
 * A new dish on the restaurant's menu, carrying the restaurant as read, and its place on the menu's size, in one
 * transaction: 'full' when the menu already holds `maxDishes`; 'changed' when the restaurant was renamed, moved,
 * approved or revoked meanwhile (read it again), so no dish is added to a city its restaurant has left.
 */
export async function addDish(
  record: FoodRecord,
  restaurant: RestaurantRecord,
  maxDishes: number,
): Promise<'added' | 'changed' | 'full'> {
  await ensureMenuSize(restaurant.id, restaurant.city);
  const outcome = await transact([
    newFoodItem(record),
    restaurantAsReadItem(restaurant),
    menuSlotItem(restaurant.id, maxDishes, record.category),
  ]);
  if (outcome.written) return 'added';
  return outcome.codes[2] === 'ConditionalCheckFailed' ? 'full' : 'changed';
}

/**
 * How many dishes take the restaurant's copy in one transaction (with the check that the restaurant is still as
 * read): a menu at its cap moves in a dozen transactions, each far below DynamoDB's 100 items.
 */
const COPY_BATCH = 25;

/**
 * Brings every dish's copy of the restaurant (name, city, address, position) and its city listing in line
 * with `restaurant` as read, a batch of dishes at a time, each batch in one transaction with a check that the
 * restaurant is still so, so a later rename or move is never undone. Only dishes still behind are written, so
 * repeating it resumes a move that was cut short where it stopped. The menu item's city key follows in the last
 * transaction (or one of its own when no dish is behind). False when something changed meanwhile (the
 * restaurant, or a dish's listing, or a dish was deleted): read the restaurant again and repeat.
 */
export async function copyRestaurantToDishes(restaurant: RestaurantRecord): Promise<boolean> {
  const copy = restaurantCopyOf(restaurant);
  const [dishes, menuMove] = await Promise.all([foodsOfRestaurant(restaurant.id), menuMoveItem(restaurant)]);
  const behind = dishes.filter((food) => !carriesCopy(food, copy));
  // The menu item (its category tally, read by the city's strip and cards) moves in the last batch, or alone.
  const batches = Math.max(Math.ceil(behind.length / COPY_BATCH), menuMove ? 1 : 0);
  for (let n = 0; n < batches; n++) {
    const batch = behind.slice(n * COPY_BATCH, (n + 1) * COPY_BATCH);
    const items = [
      ...batch.map((food) => restaurantCopyItem(food, copy)),
      ...(menuMove && n === batches - 1 ? [menuMove] : []),
      restaurantAsReadItem(restaurant),
    ];
    if (!(await transactIf(items))) return false;
  }
  return true;
}
