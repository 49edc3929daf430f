import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Category } from '@tiffin/shared/api/catalogue';
import type { OrderStatus } from '@tiffin/shared/api/orders';
import { dynamo, tableName } from '#platform/dynamo';
import { accountItem, emailItem, type AccountRecord } from './account-items.ts';
import {
  categoryItem,
  categoryNameItem,
  foodItem,
  restaurantItem,
  type FoodRecord,
  type RestaurantRecord,
} from './catalogue-items.ts';
import { isConditionFailure } from './conditions.ts';
import { keys, prefixes } from './keys.ts';
import type { OrderRecord } from './order-items.ts';
import { queryPage } from './query.ts';

/** The seller area's writes: sign-up, menu, categories, order status and profile. */

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * A record without its stored key attributes: the item builders spread the record after the keys
 * they derive, so a stale key (an old name's) would otherwise win.
 */
function withoutKeys<R extends object>(record: R): R {
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => !/^(PK|SK|GSI\d(PK|SK)|entity)$/.test(name)),
  ) as R;
}

/**
 * Writes a transaction. A cancellation that only lost a race (TransactionConflict: another
 * transaction held one of the items) is retried; a failed condition answers the cancellation codes
 * in item order; success answers null.
 */
async function transact(items: TransactItems): Promise<string[] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return null;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      if (codes.includes('ConditionalCheckFailed')) return codes;
      if (attempt >= 5 || !codes.includes('TransactionConflict')) throw error;
      await sleep(10 * 2 ** attempt + Math.random() * 20);
    }
  }
}

const marketplaceCounters = (counters: Record<string, number>) => ({
  Update: {
    TableName: tableName,
    Key: keys.marketplaceStats(),
    UpdateExpression: `ADD ${Object.keys(counters)
      .map((name) => `${name} :${name}`)
      .join(', ')}`,
    ExpressionAttributeValues: Object.fromEntries(Object.entries(counters).map(([name, n]) => [`:${name}`, n])),
  },
});

/**
 * A seller's sign-up in ONE transaction: the account, its email's uniqueness item, the (unlisted)
 * restaurant and the marketplace counters. Answers false when the email already has an account.
 */
export async function createSeller(account: AccountRecord, restaurant: RestaurantRecord): Promise<boolean> {
  const failed = await transact([
    { Put: { TableName: tableName, Item: accountItem(account), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: tableName, Item: emailItem(account), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: { TableName: tableName, Item: restaurantItem(restaurant), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    marketplaceCounters({ totalSellers: 1, totalRestaurants: 1 }),
  ]);
  return failed === null;
}

/** The restaurant as last written (a strongly consistent read, as conditional writes need). */
export async function readRestaurant(id: string): Promise<RestaurantRecord | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.restaurant(id), ConsistentRead: true }),
  );
  return output.Item as RestaurantRecord | undefined;
}

export async function insertFood(record: FoodRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: tableName, Item: foodItem(record), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/**
 * Replaces a dish through `foodItem` (its index keys hold the name and the listed flag), unless
 * someone else changed it since `read`: a review (rating totals), an approval or revoke (listed) or
 * a restaurant rename. Stock is the seller's to set, so an order taking stock meanwhile does not
 * count. False when the dish changed or is gone: read it again and retry.
 */
export async function replaceFood(record: FoodRecord, read: FoodRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: foodItem(withoutKeys(record)),
        ConditionExpression:
          'attribute_exists(PK) AND ratingSum = :ratingSum AND ratingCount = :ratingCount AND listed = :listed AND #restaurant.#id = :restaurantId AND #restaurant.#name = :restaurantName',
        ExpressionAttributeNames: { '#restaurant': 'restaurant', '#id': 'id', '#name': 'name' },
        ExpressionAttributeValues: {
          ':ratingSum': read.ratingSum,
          ':ratingCount': read.ratingCount,
          ':listed': read.listed,
          ':restaurantId': read.restaurant.id,
          ':restaurantName': read.restaurant.name,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes a dish only if it belongs to the restaurant; false when it does not (or is gone). */
export async function deleteFood(foodId: string, restaurantId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.food(foodId),
        ConditionExpression: '#restaurant.#id = :restaurantId',
        ExpressionAttributeNames: { '#restaurant': 'restaurant', '#id': 'id' },
        ExpressionAttributeValues: { ':restaurantId': restaurantId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes a deleted dish's reviews (they live in its partition), 25 per BatchWriteItem. */
export async function deleteFoodReviews(foodId: string): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :review)',
        ExpressionAttributeValues: { ':pk': keys.food(foodId).PK, ':review': prefixes.review },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey,
      }),
    );
    const itemKeys = (page.Items ?? []) as { PK: string; SK: string }[];
    for (let i = 0; i < itemKeys.length; i += 25) {
      let request: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
        [tableName]: itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      };
      while (request && Object.keys(request).length > 0) {
        const output = await dynamo.send(new BatchWriteCommand({ RequestItems: request }));
        request = output.UnprocessedItems as typeof request;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

export async function getCategory(id: string): Promise<Category | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.category(id) }));
  return output.Item as Category | undefined;
}

/**
 * The category and its name's uniqueness item in one transaction: however many adds of one name
 * race, one category is made. False when the name is taken.
 */
export async function insertCategory(category: Category): Promise<boolean> {
  const failed = await transact([
    {
      Put: {
        TableName: tableName,
        Item: categoryNameItem(category),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { TableName: tableName, Item: categoryItem(category), ConditionExpression: 'attribute_not_exists(PK)' } },
  ]);
  return failed === null;
}

const restaurantPartition = (restaurantId: string) => `RESTAURANT#${restaurantId}`;

/** One page of a restaurant's GSI2 list (its orders or its dishes); a cursor from any other list is a 400. */
function restaurantPage<T>(restaurantId: string, prefix: string, newestFirst: boolean, limit: number, cursor?: string) {
  const pk = restaurantPartition(restaurantId);
  return queryPage<T>(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ScanIndexForward: !newestFirst,
    },
    limit,
    cursor,
  );
}

/** A restaurant's orders, newest first (GSI2). */
export function ordersOfRestaurant(restaurantId: string, limit: number, cursor?: string) {
  return restaurantPage<OrderRecord>(restaurantId, prefixes.order, true, limit, cursor);
}

/** A restaurant's dishes by name, one page (GSI2). */
export function foodsOfRestaurantPage(restaurantId: string, limit: number, cursor?: string) {
  return restaurantPage<FoodRecord>(restaurantId, prefixes.food, false, limit, cursor);
}

export interface StatusChange {
  order: OrderRecord;
  next: OrderStatus;
  at: string;
  /** The restaurant's current name, for the commission report. */
  restaurantName: string;
}

/**
 * One status change in ONE transaction, only if the order still has the status it was read with
 * (so parallel changes cannot both pass). Moving to Delivered also adds the order's payable to the
 * marketplace's and the restaurant's delivered counters, exactly once. False when the order changed.
 */
export async function changeOrderStatus({ order, next, at, restaurantName }: StatusChange): Promise<boolean> {
  const delivered = next === 'Delivered';
  const revenue = order.quote.payable;
  const failed = await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.order(order.orderId),
        UpdateExpression: 'SET orderStatus = :next, statusHistory = list_append(statusHistory, :entry)',
        ConditionExpression: 'orderStatus = :current AND restaurantId = :restaurantId',
        ExpressionAttributeValues: {
          ':next': next,
          ':entry': [{ status: next, at }],
          ':current': order.orderStatus,
          ':restaurantId': order.restaurantId,
        },
      },
    },
    ...(delivered
      ? [
          marketplaceCounters({ deliveredOrders: 1, revenue }),
          {
            Update: {
              TableName: tableName,
              Key: keys.restaurantStats(order.restaurantId),
              UpdateExpression:
                'SET #entity = :entity, restaurantId = :restaurantId, #name = :name ADD deliveredOrders :one, revenue :revenue',
              ExpressionAttributeNames: { '#entity': 'entity', '#name': 'name' },
              ExpressionAttributeValues: {
                ':entity': 'RestaurantStats',
                ':restaurantId': order.restaurantId,
                ':name': restaurantName,
                ':one': 1,
                ':revenue': revenue,
              },
            },
          },
        ]
      : []),
  ]);
  return failed === null;
}

export interface ProfileChange {
  accountId: string;
  sellerName: string;
  phone: string;
  restaurant: RestaurantRecord;
  /** The restaurant as read: the write happens only if nobody else changed it since. */
  read: RestaurantRecord;
}

/**
 * The seller's details and the restaurant (re-put through `restaurantItem`, whose index keys hold
 * its name) in one transaction; false when a review, an approval or a revoke changed the
 * restaurant meanwhile.
 */
export async function saveProfile({ accountId, sellerName, phone, restaurant, read }: ProfileChange) {
  const failed = await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.user(accountId),
        UpdateExpression: 'SET username = :username, phoneno = :phoneno',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':username': sellerName, ':phoneno': phone },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: restaurantItem(withoutKeys(restaurant)),
        ConditionExpression:
          'attribute_exists(PK) AND ratingSum = :ratingSum AND ratingCount = :ratingCount AND listed = :listed AND #name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':ratingSum': read.ratingSum,
          ':ratingCount': read.ratingCount,
          ':listed': read.listed,
          ':name': read.name,
        },
      },
    },
  ]);
  return failed === null;
}

/**
 * A renamed restaurant's name on its dishes. Their index keys do not hold the restaurant's name,
 * so an update of that one attribute keeps them right.
 */
export async function renameRestaurantOnFoods(foodIds: readonly string[], restaurantId: string, name: string) {
  for (const foodId of foodIds) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.food(foodId),
          UpdateExpression: 'SET #restaurant.#name = :name',
          ConditionExpression: '#restaurant.#id = :restaurantId',
          ExpressionAttributeNames: { '#restaurant': 'restaurant', '#name': 'name', '#id': 'id' },
          ExpressionAttributeValues: { ':name': name, ':restaurantId': restaurantId },
        }),
      );
    } catch (error) {
      // Deleted meanwhile: nothing to rename.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
