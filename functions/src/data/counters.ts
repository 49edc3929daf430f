import type { MarketplaceCounters, MarketplaceWeek, RestaurantRevenue } from '#domain/model';
import { keys, partitions } from './keys.ts';
import { getItem, tableName, type TransactItem } from './operations.ts';
import { queryAll } from './query.ts';
import { dynamo, QueryCommand } from '#adapters/dynamo';

/**
 * Marketplace counters (`STATS` / `MARKETPLACE`) and the per-restaurant revenue of Delivered orders
 * (`STATS#RESTAURANTS` / `RESTAURANT#<id>`), kept by the writes that change them: each is a transaction
 * item the writer adds to its own transaction, so a count never drifts from what it counts.
 */

/** ADD to marketplace counters (negative to take away), as one item of the caller's transaction. */
export function addToMarketplace(counters: Partial<Record<keyof MarketplaceCounters, number>>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.marketplaceStats(),
      UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, counters[name as never]])),
    },
  };
}

/** Sets the row's attributes and adds one Delivered order and its revenue, as one item of the caller's transaction. */
function addDeliveredRevenue(Key: Record<string, string>, attributes: Record<string, string>, revenue: number) {
  const names = Object.keys(attributes);
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')} ADD deliveredOrders :one, revenue :revenue`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, attributes[name]])),
        ':one': 1,
        ':revenue': revenue,
      },
    },
  } satisfies TransactItem;
}

/** A Delivered order's revenue on its restaurant's row of the commission report (the current name kept). */
export const addRestaurantRevenue = (restaurantId: string, name: string, revenue: number): TransactItem =>
  addDeliveredRevenue(keys.restaurantStats(restaurantId), { entity: 'RestaurantStats', restaurantId, name }, revenue);

/** A Delivered order's revenue in the week it was delivered (the admin's revenue trend). */
export const addMarketplaceWeekRevenue = (weekStart: string, revenue: number): TransactItem =>
  addDeliveredRevenue(keys.marketplaceWeek(weekStart), { entity: 'MarketplaceWeek', weekStart }, revenue);

/** The weeks with a delivery from one Monday to another (inclusive), oldest first: one Query. */
export function marketplaceWeeks(fromWeek: string, toWeek: string): Promise<MarketplaceWeek[]> {
  return queryAll<MarketplaceWeek>({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partitions.marketplaceWeeks,
      ':from': keys.marketplaceWeek(fromWeek).SK,
      ':to': keys.marketplaceWeek(toWeek).SK,
    },
  });
}

/** One GetItem: the dashboard never reads orders. */
export async function getMarketplaceCounters(): Promise<MarketplaceCounters> {
  const item = (await getItem<Record<string, unknown>>(keys.marketplaceStats(), true)) ?? {};
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

/** The commission report's source: one Query of the `STATS#RESTAURANTS` partition. */
export function restaurantRevenues(): Promise<RestaurantRevenue[]> {
  return queryAll<RestaurantRevenue>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.restaurantStats },
  });
}

/**
 * How many sellers verified their email and wait for the admin's approval: a Query of the sellers' role
 * partition that counts (Select COUNT), reading every seller's index entry; the sellers number in the
 * hundreds, and this keeps approval, revoking, verifying and deleting free of another counter to keep.
 */
export async function countSellersAwaitingApproval(): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const output = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk',
        FilterExpression: 'verified = :true AND approved = :false',
        ExpressionAttributeValues: { ':pk': partitions.accountsInRole('seller'), ':true': true, ':false': false },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += output.Count ?? 0;
    ExclusiveStartKey = output.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
