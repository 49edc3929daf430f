import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Paise } from '@tiffin/shared/money';
import { dynamo, tableName } from '#platform/dynamo';
import type { AccountRecord } from './account-items.ts';
import { foodItem, restaurantItem, type FoodRecord, type RestaurantRecord } from './catalogue-items.ts';
import { foodsOfRestaurant } from './catalogue-repository.ts';
import { isConditionFailure } from './conditions.ts';
import { keys } from './keys.ts';
import type { OrderRecord } from './order-items.ts';
import { queryAll, queryPage, type KeyPage } from './query.ts';

/** The admin's reads and maintenance writes. Reads are GetItem, BatchGet and Query only (no Scan). */

type Key = Record<string, string>;

/** BatchWriteItem takes at most 25 requests, BatchGetItem at most 100 keys. */
const BATCH_WRITE_SIZE = 25;
const BATCH_GET_SIZE = 100;
/** How many single-item writes run at once, so a large menu does not burst the table. */
const WRITE_CONCURRENCY = 10;
const MAX_RETRIES = 8;

const backoff = (attempt: number) => sleep(Math.min(50 * 2 ** attempt, 2000));

/** Runs `work` over every item with at most `limit` calls in flight. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// --- counters -------------------------------------------------------------------------------------

export interface MarketplaceCounters {
  totalOrders: number;
  deliveredOrders: number;
  /** Paise, Delivered orders only. */
  revenue: Paise;
  totalUsers: number;
  totalSellers: number;
  totalRestaurants: number;
}

/** One GetItem: the dashboard never reads orders. */
export async function getMarketplaceCounters(): Promise<MarketplaceCounters> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.marketplaceStats(), ConsistentRead: true }),
  );
  const item = output.Item ?? {};
  const count = (name: keyof MarketplaceCounters) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  return {
    totalOrders: count('totalOrders'),
    deliveredOrders: count('deliveredOrders'),
    revenue: count('revenue'),
    totalUsers: count('totalUsers'),
    totalSellers: count('totalSellers'),
    totalRestaurants: count('totalRestaurants'),
  };
}

export interface RestaurantRevenue {
  restaurantId: string;
  name: string;
  /** Paise, Delivered orders only. */
  revenue: Paise;
  deliveredOrders: number;
}

/** The commission report's source: one Query of the `STATS#RESTAURANTS` partition. */
export function restaurantRevenues(): Promise<RestaurantRevenue[]> {
  return queryAll<RestaurantRevenue>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.restaurantStats('').PK },
  });
}

// --- marketplace lists (GSI3) ---------------------------------------------------------------------

/** A page of one GSI3 partition; a cursor from another list (or altered) is a 400, never a 500. */
async function marketplacePage<T>(
  partition: string,
  order: 'ascending' | 'descending',
  limit: number,
  cursor: string | undefined,
): Promise<KeyPage<T>> {
  return queryPage<T>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: order === 'ascending',
    },
    limit,
    cursor,
  );
}

/** Accounts of one role, newest first (a new seller waiting for approval is on the first page). */
export function accountsInRole(role: AccountRecord['role'], limit: number, cursor?: string) {
  return marketplacePage<AccountRecord>(keys.accountInRole(role, '', '').GSI3PK, 'descending', limit, cursor);
}

/** Every restaurant, listed or not, by name. */
export function restaurantsInMarketplace(limit: number, cursor?: string) {
  return marketplacePage<RestaurantRecord>(keys.restaurantInMarketplace('', '').GSI3PK, 'ascending', limit, cursor);
}

/** Every order, newest first. */
export function ordersInMarketplace(limit: number, cursor?: string) {
  return marketplacePage<OrderRecord>(keys.orderInMarketplace('', '').GSI3PK, 'descending', limit, cursor);
}

async function batchGet<T>(keyList: Key[]): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_SIZE) {
    let request: Record<string, { Keys: Key[] }> | undefined = {
      [tableName]: { Keys: keyList.slice(i, i + BATCH_GET_SIZE) },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const output = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((output.Responses?.[tableName] ?? []) as T[]));
      request = output.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

export async function getAccounts(ids: readonly string[]): Promise<Map<string, AccountRecord>> {
  const accounts = await batchGet<AccountRecord>([...new Set(ids)].map((id) => keys.user(id)));
  return new Map(accounts.map((account) => [account.id, account]));
}

export async function getRestaurants(ids: readonly string[]): Promise<Map<string, RestaurantRecord>> {
  const restaurants = await batchGet<RestaurantRecord>([...new Set(ids)].map((id) => keys.restaurant(id)));
  return new Map(restaurants.map((restaurant) => [restaurant.id, restaurant]));
}

async function getConsistent<T>(key: Key): Promise<T | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return output.Item as T | undefined;
}

// --- accounts -------------------------------------------------------------------------------------

/** Sets a seller's approval; false when the id is not a seller's account. */
export async function setSellerApproved(sellerId: string, approved: boolean): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(sellerId),
        UpdateExpression: 'SET approved = :approved',
        ConditionExpression: 'attribute_exists(PK) AND #role = :seller',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':approved': approved, ':seller': 'seller' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The admin's own password change ends the first login. */
/**
 * The admin's password change, conditioned on the password it replaces (a concurrent change wins
 * once). It ends the first login, keeps the initial password's hash so it is never reused, and raises
 * the token version, ending every earlier session. Answers the new version, or undefined when the
 * password changed meanwhile.
 */
export async function setAdminPassword(
  adminId: string,
  change: { currentHash: string; passwordHash: string; initialPasswordHash: string },
): Promise<number | undefined> {
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(adminId),
        UpdateExpression:
          'SET passwordHash = :passwordHash, isFirstLogin = :false, initialPasswordHash = :initial ADD tokenVersion :one',
        ConditionExpression: 'attribute_exists(PK) AND #role = :admin AND passwordHash = :current',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':passwordHash': change.passwordHash,
          ':current': change.currentHash,
          ':initial': change.initialPasswordHash,
          ':false': false,
          ':admin': 'admin',
          ':one': 1,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return output.Attributes?.tokenVersion as number;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The seller keeps the account when the admin deletes the restaurant; a newer restaurant stays attached. */
export async function detachRestaurant(sellerId: string, restaurantId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(sellerId),
        UpdateExpression: 'REMOVE restaurantId',
        ConditionExpression: 'restaurantId = :restaurantId',
        ExpressionAttributeValues: { ':restaurantId': restaurantId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

// --- listing (the city GSI keys) ------------------------------------------------------------------

/** The stored record without its key attributes, so a builder derives every key afresh. */
function withoutKeys<R>(item: R): R {
  return Object.fromEntries(
    Object.entries(item as Record<string, unknown>).filter(([name]) => !/^(PK|SK|GSI\d(PK|SK)|entity)$/.test(name)),
  ) as R;
}

/**
 * Moves an item in or out of the city listings by changing only `listed` and the GSI1 keys its
 * builder derives, so a stock decrement or a rating ADD running at the same time is never
 * overwritten. The keys depend on the name and city, so the write is conditioned on them and
 * redone from a fresh read if the seller renamed the item meanwhile.
 */
async function setListed<R extends { name: string }>(
  key: Key,
  listed: boolean,
  build: (record: R) => Record<string, unknown>,
  cityOf: (record: R) => string,
  city: { path: string; names: Record<string, string> },
): Promise<void> {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
    const stored = await getConsistent<R>(key);
    if (!stored) return;
    const record = withoutKeys(stored);
    const built = build({ ...record, listed });
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: listed
            ? 'SET listed = :listed, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk'
            : 'SET listed = :listed REMOVE GSI1PK, GSI1SK',
          ConditionExpression: `attribute_exists(PK) AND #name = :name AND ${city.path} = :city`,
          ExpressionAttributeNames: { '#name': 'name', ...city.names },
          ExpressionAttributeValues: {
            ':listed': listed,
            ':name': record.name,
            ':city': cityOf(record),
            ...(listed ? { ':gsi1pk': built.GSI1PK, ':gsi1sk': built.GSI1SK } : {}),
          },
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`could not change the listing of ${key.PK}`);
}

export function setRestaurantListed(restaurantId: string, listed: boolean): Promise<void> {
  return setListed<RestaurantRecord>(keys.restaurant(restaurantId), listed, restaurantItem, (record) => record.city, {
    path: '#city',
    names: { '#city': 'city' },
  });
}

export function setFoodListed(foodId: string, listed: boolean): Promise<void> {
  return setListed<FoodRecord>(keys.food(foodId), listed, foodItem, (record) => record.restaurant.city, {
    path: '#restaurant.#city',
    names: { '#restaurant': 'restaurant', '#city': 'city' },
  });
}

// --- deletion -------------------------------------------------------------------------------------

const keysOfPartition = (pk: string) =>
  queryAll<Key>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'PK, SK',
  });

/**
 * Everything a restaurant owns besides its profile: its dishes with their reviews, its own reviews
 * and stored weeks. Orders are not owned: they keep their snapshots.
 */
export async function restaurantBelongings(restaurantId: string): Promise<Key[]> {
  const profile = keys.restaurant(restaurantId);
  const foods = await foodsOfRestaurant(restaurantId);
  const belongings: Key[] = (await keysOfPartition(profile.PK)).filter((key) => key.SK !== profile.SK);
  await forEachLimited(foods, WRITE_CONCURRENCY, async (food) => {
    belongings.push(...(await keysOfPartition(keys.food(food.id).PK)));
  });
  return belongings;
}

/** BatchWriteItem deletes, 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(keyList: readonly Key[]): Promise<void> {
  for (let i = 0; i < keyList.length; i += BATCH_WRITE_SIZE) {
    let requests: Record<string, { DeleteRequest: { Key: Key } }[]> = {
      [tableName]: keyList.slice(i, i + BATCH_WRITE_SIZE).map((Key) => ({ DeleteRequest: { Key } })),
    };
    for (let attempt = 0; Object.keys(requests).length > 0; attempt++) {
      if (attempt >= MAX_RETRIES) throw new Error('DynamoDB left deletes unprocessed');
      if (attempt > 0) await backoff(attempt);
      const output = await dynamo.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = (output.UnprocessedItems ?? {}) as typeof requests;
    }
  }
}

/**
 * Writes a transaction; false when one of its conditions failed. A cancellation that only lost a
 * race for an item (TransactionConflict, e.g. an order moving the same counters) is retried.
 */
async function transact(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (codes.includes('ConditionalCheckFailed')) return false;
      if (attempt >= MAX_RETRIES || !codes.includes('TransactionConflict')) throw error;
      await backoff(attempt);
    }
  }
}

const decrement = (counters: string[]) => ({
  Update: {
    TableName: tableName,
    Key: keys.marketplaceStats(),
    UpdateExpression: `ADD ${counters.map((name) => `${name} :minusOne`).join(', ')}`,
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});

/** The restaurant's profile and its counter together; false when it was already gone. */
export function deleteRestaurantProfile(restaurantId: string): Promise<boolean> {
  return transact([
    {
      Delete: { TableName: tableName, Key: keys.restaurant(restaurantId), ConditionExpression: 'attribute_exists(PK)' },
    },
    decrement(['totalRestaurants']),
  ]);
}

/**
 * The seller's account, its email's uniqueness item, its restaurant's profile and the counters in
 * one transaction, so the marketplace never shows half a seller. False when something changed
 * meanwhile (the account or the restaurant is gone): the caller reads again.
 */
export function deleteSellerAccount(seller: AccountRecord, restaurantId: string | undefined): Promise<boolean> {
  return transact([
    {
      Delete: {
        TableName: tableName,
        Key: keys.user(seller.id),
        ConditionExpression: 'attribute_exists(PK) AND #role = :seller',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':seller': 'seller' },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.email(seller.email, 'seller'),
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
        ExpressionAttributeValues: { ':id': seller.id },
      },
    },
    ...(restaurantId
      ? [
          {
            Delete: {
              TableName: tableName,
              Key: keys.restaurant(restaurantId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ]
      : []),
    decrement(restaurantId ? ['totalSellers', 'totalRestaurants'] : ['totalSellers']),
  ]);
}
