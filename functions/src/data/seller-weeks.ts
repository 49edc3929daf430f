import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Paise } from '@tiffin/shared/money';
import { dynamo, tableName } from '#platform/dynamo';
import type { FoodRecord, RestaurantRecord } from './catalogue-items.ts';
import { isConditionFailure } from './conditions.ts';
import { keys, prefixes } from './keys.ts';
import type { OrderRecord } from './order-items.ts';
import { queryAll } from './query.ts';

/** The weekly stats job's reads and the stored seller weeks the dashboard reads. */

/** A seller's week as the job stored it; see `computeWeek` for what each figure counts. */
export interface SellerWeekRecord {
  restaurantId: string;
  /** Monday of the week, India time: 'YYYY-MM-DD'. */
  weekStart: string;
  /** The figures cover `from` (Monday 00:00 India time) to `to` (the moment computed for), ISO UTC. */
  from: string;
  to: string;
  /** The India date `todayOrders` counts: the day of `to`. */
  today: string;
  totalWeeklyOrders: number;
  totalDelivered: number;
  revenue: Paise;
  todayOrders: number;
  totalFoodItems: number;
  outOfStock: number;
  /** When the job ran (ISO UTC); a later run's figures are never overwritten by an earlier one's. */
  computedAt: string;
}

/** What the week's figures need of an order and a dish. */
export type WeekOrder = Pick<OrderRecord, 'createdAt' | 'orderStatus' | 'paymentStatus'> & {
  quote: Pick<OrderRecord['quote'], 'payable'>;
};
export type WeekFood = Pick<FoodRecord, 'quantity'>;

export function sellerWeekItem(record: SellerWeekRecord) {
  return { ...keys.sellerWeek(record.restaurantId, record.weekStart), entity: 'SellerWeek', ...record };
}

/**
 * Stores a week (an idempotent Put: the same run twice stores the same item), unless a run that
 * computed later already stored it. Answers whether it was written.
 */
export async function putSellerWeek(record: SellerWeekRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: sellerWeekItem(record),
        ConditionExpression: 'attribute_not_exists(PK) OR computedAt <= :computedAt',
        ExpressionAttributeValues: { ':computedAt': record.computedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The stored weeks of a restaurant from one Monday to another (inclusive), oldest first: one Query. */
export async function sellerWeeks(restaurantId: string, fromWeek: string, toWeek: string) {
  const { PK } = keys.sellerWeek(restaurantId, toWeek);
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': PK,
        ':from': keys.sellerWeek(restaurantId, fromWeek).SK,
        ':to': keys.sellerWeek(restaurantId, toWeek).SK,
      },
      ConsistentRead: true,
    }),
  );
  return (output.Items ?? []) as SellerWeekRecord[];
}

/** Every restaurant, listed or not (GSI3 `RESTAURANTS`). */
export function allRestaurants() {
  return queryAll<Pick<RestaurantRecord, 'id' | 'name' | 'createdAt'>>({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.restaurantInMarketplace('', '').GSI3PK },
    ProjectionExpression: 'id, #name, createdAt',
    ExpressionAttributeNames: { '#name': 'name' },
  });
}

/** A restaurant's orders placed from `fromIso` to `toIso` inclusive (GSI2, by creation time). */
export function ordersPlacedBetween(restaurantId: string, fromIso: string, toIso: string) {
  return queryAll<WeekOrder>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `RESTAURANT#${restaurantId}`,
      ':from': `${prefixes.order}${fromIso}`,
      // Every order id sorts before '~', so an order created exactly at `toIso` is in.
      ':to': `${prefixes.order}${toIso}#~`,
    },
    ProjectionExpression: 'createdAt, orderStatus, paymentStatus, #quote.payable',
    ExpressionAttributeNames: { '#quote': 'quote' },
  });
}

/** A restaurant's dishes, only what the week's figures need (GSI2). */
export function foodStockOfRestaurant(restaurantId: string) {
  return queryAll<WeekFood>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `RESTAURANT#${restaurantId}`, ':prefix': prefixes.food },
    ProjectionExpression: 'quantity',
  });
}
