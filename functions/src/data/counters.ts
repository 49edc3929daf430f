import type { MarketplaceCounters, RestaurantRevenue } from '#domain/model';
import { keys, partitions } from './keys.ts';
import { getItem, tableName, type TransactItem } from './operations.ts';
import { queryAll } from './query.ts';

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

/** A Delivered order's revenue on its restaurant's row of the commission report (the current name kept). */
export function addRestaurantRevenue(restaurantId: string, name: string, revenue: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.restaurantStats(restaurantId),
      UpdateExpression:
        'SET #entity = :entity, restaurantId = :restaurantId, #name = :name ADD deliveredOrders :one, revenue :revenue',
      ExpressionAttributeNames: { '#entity': 'entity', '#name': 'name' },
      ExpressionAttributeValues: {
        ':entity': 'RestaurantStats',
        ':restaurantId': restaurantId,
        ':name': name,
        ':one': 1,
        ':revenue': revenue,
      },
    },
  };
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
