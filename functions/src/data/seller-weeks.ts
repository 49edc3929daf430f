import type { SellerWeekRecord } from '#domain/model';
import { dynamo, PutCommand, QueryCommand } from '#platform/dynamo';
import { keys } from './keys.ts';
import { tableName, writeIf } from './operations.ts';

/**
 * A seller's stored weeks (`RESTAURANT#<id>` / `WEEK#<YYYY-MM-DD>`, the Monday, India time), written by
 * the weekly stats job and read by the seller's dashboard.
 */

export function sellerWeekItem(record: SellerWeekRecord) {
  return { ...keys.sellerWeek(record.restaurantId, record.weekStart), entity: 'SellerWeek', ...record };
}

/**
 * Stores a week (an idempotent Put: the same run twice stores the same item), unless a run that
 * computed later already stored it. Answers whether it was written.
 */
export function putSellerWeek(record: SellerWeekRecord): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: sellerWeekItem(record),
        ConditionExpression: 'attribute_not_exists(PK) OR computedAt <= :computedAt',
        ExpressionAttributeValues: { ':computedAt': record.computedAt },
      }),
    ),
  );
}

/** The stored weeks of a restaurant from one Monday to another (inclusive), oldest first: one Query. */
export async function sellerWeeks(restaurantId: string, fromWeek: string, toWeek: string) {
  const { PK } = keys.sellerWeek(restaurantId, toWeek);
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
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
