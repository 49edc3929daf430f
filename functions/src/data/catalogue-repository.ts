import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@tiffin/shared/api/catalogue';
import { dynamo, tableName } from '#platform/dynamo';
import type { FoodRecord, RestaurantRecord, ReviewRecord } from './catalogue-items.ts';
import { keys, prefixes } from './keys.ts';
import { queryAll, queryPage, type QueryInput } from './query.ts';

export type { KeyPage } from './query.ts';

/** Catalogue reads. Every one is a GetItem or a Query: no Scan, so a page's cost ignores other cities. */

const beginsWith = (index: 'GSI1' | 'GSI2', pk: string, prefix: string): QueryInput => ({
  IndexName: index,
  KeyConditionExpression: `${index}PK = :pk AND begins_with(${index}SK, :prefix)`,
  ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
});

export function restaurantsInCity(city: string, limit: number, cursor?: string) {
  return queryPage<RestaurantRecord>(beginsWith('GSI1', `CITY#${city}`, prefixes.restaurant), limit, cursor);
}

/**
 * Every city's listed restaurants by name, for a visitor whose city is unknown: one Query of the marketplace
 * index (GSI3: every restaurant, listed or not), keeping the listed ones. A page may hold fewer than `limit`.
 */
export async function restaurantsInAnyCity(limit: number, cursor?: string) {
  const page = await queryPage<RestaurantRecord>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.restaurantInMarketplace('', '').GSI3PK },
    },
    limit,
    cursor,
  );
  return { ...page, items: page.items.filter((restaurant) => restaurant.listed) };
}

export function foodsInCity(city: string) {
  return queryAll<FoodRecord>(beginsWith('GSI1', `CITY#${city}`, prefixes.food));
}

export function foodsOfRestaurant(restaurantId: string) {
  return queryAll<FoodRecord>(beginsWith('GSI2', `RESTAURANT#${restaurantId}`, prefixes.food));
}

export async function getRestaurant(id: string): Promise<RestaurantRecord | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.restaurant(id) }));
  return output.Item as RestaurantRecord | undefined;
}

export async function getFood(id: string): Promise<FoodRecord | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.food(id), ConsistentRead: true }));
  return output.Item as FoodRecord | undefined;
}

/** Foods by id in one BatchGetItem (at most 100 keys, more than a cart may hold). */
export async function getFoods(ids: readonly string[]): Promise<Map<string, FoodRecord>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, FoodRecord>();
  let request: Record<string, { Keys: Record<string, string>[] }> | undefined =
    unique.length > 0 ? { [tableName]: { Keys: unique.map((id) => keys.food(id)) } } : undefined;
  while (request && Object.keys(request).length > 0) {
    const output = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of output.Responses?.[tableName] ?? []) found.set((item as FoodRecord).id, item as FoodRecord);
    request = output.UnprocessedKeys as typeof request;
  }
  return found;
}

/** One Query reads the food and its first reviews ('FOOD' sorts before 'REVIEW#'). */
export async function getFoodWithReviews(id: string, reviewCount: number) {
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.food(id).PK },
      Limit: reviewCount + 1,
    }),
  );
  const [first, ...rest] = output.Items ?? [];
  if (!first || first.SK !== 'FOOD') return undefined;
  return { food: first as FoodRecord, reviews: rest as ReviewRecord[] };
}

export function listCategories() {
  return queryAll<Category>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': 'CATEGORY' },
  });
}
