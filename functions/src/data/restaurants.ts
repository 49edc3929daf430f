import { cityKey } from '@tiffin/shared/geo';
import type { WeeklyHours } from '@tiffin/shared/opening-hours';
import { dynamo, UpdateCommand } from '#adapters/dynamo';
import type { RestaurantRecord } from '#domain/model';
import { addToMarketplace } from './counters.ts';
import { keys, partitions, prefixes } from './keys.ts';
import { setListed } from './listing.ts';
import { foodsOfRestaurant } from './dishes.ts';
import {
  batchDelete,
  batchGet,
  forEachLimited,
  getItem,
  keysOfPartition,
  tableName,
  transactIf,
  withoutKeys,
  writeIf,
  type TransactItem,
} from './operations.ts';
import { queryAll, queryPage } from './query.ts';

/** How many dish partitions are read at once while deleting a restaurant. */
const WRITE_CONCURRENCY = 10;

/**
 * Restaurants: `RESTAURANT#<id>` / `PROFILE`; GSI1 `CITY#<city>` while listed (the city's listing, by
 * name); GSI3 `RESTAURANTS` (every restaurant, by name, for the admin and the stats job).
 */

export function restaurantItem(record: RestaurantRecord) {
  const city = cityKey(record.city);
  return {
    ...keys.restaurant(record.id),
    ...(record.listed ? keys.restaurantInCity(city, record.name, record.id) : {}),
    ...keys.restaurantInMarketplace(record.name, record.id),
    entity: 'Restaurant',
    ...record,
    city,
  };
}

/** The restaurant; `consistent` when a conditional write will follow the read. */
export function getRestaurant(id: string, consistent = false): Promise<RestaurantRecord | undefined> {
  return getItem<RestaurantRecord>(keys.restaurant(id), consistent);
}

export async function getRestaurants(ids: readonly string[]): Promise<Map<string, RestaurantRecord>> {
  const restaurants = await batchGet<RestaurantRecord>([...new Set(ids)].map((id) => keys.restaurant(id)));
  return new Map(restaurants.map((restaurant) => [restaurant.id, restaurant]));
}

/** A city's listed restaurants (GSI1), every page: one city's, bounded by design; the domain orders them. */
export function restaurantsInCity(city: string) {
  return queryAll<RestaurantRecord>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.city(city), ':prefix': prefixes.restaurant },
  });
}

const marketplace = (limit: number, cursor: string | undefined) =>
  queryPage<RestaurantRecord>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.restaurants },
    },
    limit,
    cursor,
  );

/** Every restaurant, listed or not, by name (the admin's list). */
export function restaurantsInMarketplace(limit: number, cursor?: string) {
  return marketplace(limit, cursor);
}

/**
 * Every city's listed restaurants by name, for a visitor whose city is unknown: one Query of the marketplace
 * index, keeping the listed ones. A page may hold fewer than `limit`.
 */
export async function restaurantsInAnyCity(limit: number, cursor?: string) {
  const page = await marketplace(limit, cursor);
  return { ...page, items: page.items.filter((restaurant) => restaurant.listed) };
}

/** Every restaurant's id, name and creation time (the weekly stats job). */
export function allRestaurants() {
  return queryAll<Pick<RestaurantRecord, 'id' | 'name' | 'createdAt'>>({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.restaurants },
    ProjectionExpression: 'id, #name, createdAt',
    ExpressionAttributeNames: { '#name': 'name' },
  });
}

export function setRestaurantListed(restaurantId: string, listed: boolean): Promise<void> {
  return setListed<RestaurantRecord>(keys.restaurant(restaurantId), listed, restaurantItem, (record) => record.city, {
    path: '#city',
    names: { '#city': 'city' },
  });
}

/** Opening hours and the pause switch (not index keys: a plain update); false when the restaurant is gone. */
export function setRestaurantHours(restaurantId: string, hours: WeeklyHours | null, paused: boolean): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.restaurant(restaurantId),
        UpdateExpression: 'SET hours = :hours, paused = :paused',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':hours': hours, ':paused': paused },
      }),
    ),
  );
}

/** A new restaurant, only if its id is new, as one item of the seller's sign-up. */
export function newRestaurantItem(record: RestaurantRecord): TransactItem {
  return {
    Put: { TableName: tableName(), Item: restaurantItem(record), ConditionExpression: 'attribute_not_exists(PK)' },
  };
}

/** What a dish copies of its restaurant, and its listing, still as read: the condition of a write built from `read`. */
export const asRead = (read: RestaurantRecord) => ({
  ConditionExpression:
    'attribute_exists(PK) AND listed = :listed AND #name = :name AND city = :city AND address = :address AND latitude = :latitude AND longitude = :longitude',
  ExpressionAttributeNames: { '#name': 'name' },
  ExpressionAttributeValues: {
    ':listed': read.listed,
    ':name': read.name,
    ':city': cityKey(read.city),
    ':address': read.address,
    ':latitude': read.latitude,
    ':longitude': read.longitude,
  },
});

/** A condition that `name` is as read: equal to its value, or absent when it was absent. */
const stillAsRead = (name: 'hours' | 'paused', value: unknown) =>
  value === undefined
    ? { condition: `attribute_not_exists(${name})`, values: {} }
    : { condition: `${name} = :${name}`, values: { [`:${name}`]: value } };

/**
 * The restaurant re-put through `restaurantItem` (its index keys hold its name and city), only if nobody
 * changed it since `read`: a review (rating totals), an approval or revoke (listed), another rename or move,
 * or the seller's hours and pause switch (saved apart, so a re-put from an older read would write them back).
 */
export function restaurantReplaceItem(record: RestaurantRecord, read: RestaurantRecord): TransactItem {
  const condition = asRead(read);
  const hours = stillAsRead('hours', read.hours);
  const paused = stillAsRead('paused', read.paused);
  return {
    Put: {
      TableName: tableName(),
      Item: restaurantItem(withoutKeys(record)),
      ConditionExpression: [
        condition.ConditionExpression,
        'ratingSum = :ratingSum AND ratingCount = :ratingCount',
        hours.condition,
        paused.condition,
      ].join(' AND '),
      ExpressionAttributeNames: condition.ExpressionAttributeNames,
      ExpressionAttributeValues: {
        ...condition.ExpressionAttributeValues,
        ':ratingSum': read.ratingSum,
        ':ratingCount': read.ratingCount,
        ...hours.values,
        ...paused.values,
      },
    },
  };
}

/** The restaurant's profile, only if it is still there, as one item of a deletion. */
export function restaurantRemovalItem(restaurantId: string): TransactItem {
  return {
    Delete: { TableName: tableName(), Key: keys.restaurant(restaurantId), ConditionExpression: 'attribute_exists(PK)' },
  };
}

/** The restaurant's profile and its counter together; false when it was already gone. */
export function deleteRestaurantProfile(restaurantId: string): Promise<boolean> {
  return transactIf([restaurantRemovalItem(restaurantId), addToMarketplace({ totalRestaurants: -1 })]);
}

/**
 * Deletes everything a restaurant owns besides its profile: its dishes with their reviews, its own reviews
 * and stored weeks. Orders are not owned: they keep their snapshots. Can be repeated.
 */
export async function deleteRestaurantBelongings(restaurantId: string): Promise<void> {
  const profile = keys.restaurant(restaurantId);
  const belongings = (await keysOfPartition(profile.PK)).filter((key) => key.SK !== profile.SK);
  await forEachLimited(await foodsOfRestaurant(restaurantId), WRITE_CONCURRENCY, async (food) => {
    belongings.push(...(await keysOfPartition(partitions.food(food.id))));
  });
  await batchDelete(belongings);
}
