import type { MarketplaceCounters, MarketplaceWeek, RestaurantRevenue } from '#domain/model';
import { keys, partitions, prefixes } from './keys.ts';
import { tableName, type TransactItem } from './operations.ts';
import { queryAll } from './query.ts';
import { dynamo, QueryCommand } from '#adapters/dynamo';

/**
 * Marketplace counters and the per-restaurant revenue of Delivered orders (`STATS#RESTAURANTS` /
 * `RESTAURANT#<id>`), kept by the writes that change them: each is a transaction item the writer adds to its own
 * transaction, so a count never drifts from what it counts. The marketplace's figures are spread (see
 * `keys.marketplaceStats`): an order's and a delivery's on their restaurant's item, an account's or a restaurant's
 * arrival and removal on a shard picked at random, and a delivery's week on its restaurant's item of that week. So
 * checkouts and deliveries of different restaurants, and sign-ups, meet on no item; the reads sum the items.
 */

/** How many items the sign-ups' and deletions' counters are spread over. */
export const MARKETPLACE_SHARDS = 16;

type CounterName = keyof MarketplaceCounters;

/** ADD to counters on one item (negative to take away), as one item of the caller's transaction. */
function addCounters(Key: Record<string, string>, counters: Partial<Record<CounterName, number>>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `SET entity = :entity ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'MarketplaceStats',
        ...Object.fromEntries(names.map((name) => [`:${name}`, counters[name as never]])),
      },
    },
  };
}

/** An account's or a restaurant's arrival or removal (negative), on a shard picked at random. */
export const addToMarketplace = (
  counters: Partial<Record<'totalUsers' | 'totalSellers' | 'totalRestaurants', number>>,
): TransactItem => addCounters(keys.marketplaceStatsShard(Math.floor(Math.random() * MARKETPLACE_SHARDS)), counters);

/** An order placed (totalOrders) or delivered (deliveredOrders, revenue), on its restaurant's marketplace item. */
export const addOrderToMarketplace = (
  restaurantId: string,
  counters: Partial<Record<'totalOrders' | 'deliveredOrders' | 'revenue', number>>,
): TransactItem => addCounters(keys.marketplaceStatsOfRestaurant(restaurantId), counters);

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

/** A Delivered order's revenue in the week it was delivered (the admin's revenue trend), on its restaurant's item. */
export const addMarketplaceWeekRevenue = (weekStart: string, restaurantId: string, revenue: number): TransactItem =>
  addDeliveredRevenue(
    keys.marketplaceWeek(weekStart, restaurantId),
    { entity: 'MarketplaceWeek', weekStart, restaurantId },
    revenue,
  );

/**
 * The weeks with a delivery from one Monday to another (inclusive), oldest first: one Query of every restaurant's
 * items of those weeks, summed by week.
 */
export async function marketplaceWeeks(fromWeek: string, toWeek: string): Promise<MarketplaceWeek[]> {
  const { from, to } = keys.marketplaceWeeksBetween(fromWeek, toWeek);
  const items = await queryAll<MarketplaceWeek>({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': partitions.marketplaceWeeks, ':from': from, ':to': to },
    ProjectionExpression: 'weekStart, revenue, deliveredOrders',
  });
  const weeks = new Map<string, MarketplaceWeek>();
  for (const item of items) {
    const week = weeks.get(item.weekStart) ?? { weekStart: item.weekStart, revenue: 0, deliveredOrders: 0 };
    week.revenue += item.revenue ?? 0;
    week.deliveredOrders += item.deliveredOrders ?? 0;
    weeks.set(item.weekStart, week);
  }
  return [...weeks.values()];
}

const COUNTER_NAMES = [
  'totalOrders',
  'deliveredOrders',
  'revenue',
  'totalUsers',
  'totalSellers',
  'totalRestaurants',
] as const satisfies readonly CounterName[];

/**
 * One Query of the counters' partition (every restaurant's item, the shards, and a single item kept by an older
 * table), summed: the dashboard never reads orders. It reads a small item per restaurant that ever took an order.
 */
export async function getMarketplaceCounters(): Promise<MarketplaceCounters> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.marketplaceStats, ':prefix': prefixes.marketplaceStats },
    ProjectionExpression: COUNTER_NAMES.join(', '),
    ConsistentRead: true,
  });
  const sum = (name: CounterName) =>
    items.reduce((total, item) => total + (typeof item[name] === 'number' ? item[name] : 0), 0);
  return Object.fromEntries(COUNTER_NAMES.map((name) => [name, sum(name)])) as unknown as MarketplaceCounters;
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
