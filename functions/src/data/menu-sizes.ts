import { dynamo, PutCommand, QueryCommand } from '#adapters/dynamo';
import { keys, partitions, prefixes } from './keys.ts';
import { getItem, tableName, writeIf, type TransactItem } from './operations.ts';

/**
 * A restaurant's menu size: `RESTAURANT#<id>` / `MENUSIZE`, `dishes` moved by ADD in the transaction that adds
 * or deletes a dish, so the cap is checked and taken in the same write, never from a count read earlier.
 */

/** How many dishes the restaurant's menu index holds (a COUNT Query of GSI2, every page). */
async function countDishes(restaurantId: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partitions.restaurant(restaurantId), ':prefix': prefixes.food },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/**
 * Makes sure the restaurant's menu size exists, counting the menu the first time (a restaurant whose dishes
 * were written before sizes were kept, or seeded). No dish is added or deleted while it is missing (their
 * transactions need it), so the first count is the menu's; of several first counts racing, one is kept.
 */
export async function ensureMenuSize(restaurantId: string): Promise<void> {
  if (await getItem(keys.menuSize(restaurantId), true)) return;
  const dishes = await countDishes(restaurantId);
  await writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.menuSize(restaurantId), entity: 'MenuSize', restaurantId, dishes },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** One more dish, only while the menu holds fewer than `max`, as one item of the dish's transaction. */
export function menuSlotItem(restaurantId: string, max: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurantId),
      UpdateExpression: 'ADD dishes :one',
      ConditionExpression: 'dishes < :max',
      ExpressionAttributeValues: { ':one': 1, ':max': max },
    },
  };
}

/** One dish fewer, as one item of the dish's deletion. */
export function menuReleaseItem(restaurantId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.menuSize(restaurantId),
      UpdateExpression: 'ADD dishes :minusOne',
      ConditionExpression: 'attribute_exists(dishes)',
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
}
