import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#platform/dynamo';
import { isConditionFailure } from './conditions.ts';
import { keys } from './keys.ts';

export interface CartRecord {
  restaurantId: string | null;
  /** foodId -> quantity, in the order they were added. */
  lines: { foodId: string; quantity: number }[];
  /** Optimistic-concurrency version: every write expects the version it read. */
  version: number;
}

export const emptyCart = (): CartRecord => ({ restaurantId: null, lines: [], version: 0 });

export async function getCart(userId: string): Promise<CartRecord> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.cart(userId), ConsistentRead: true }),
  );
  if (!output.Item) return emptyCart();
  const { restaurantId, lines, version } = output.Item as CartRecord;
  return { restaurantId, lines, version };
}

/** Writes the cart if nobody changed it since `expectedVersion`; false when someone did. */
export async function saveCart(userId: string, cart: CartRecord, expectedVersion: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.cart(userId),
          entity: 'Cart',
          ...cart,
          version: expectedVersion + 1,
          updatedAt: new Date().toISOString(),
        },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Deletes the cart; with `expectedVersion`, only if nobody changed it since (false when someone did), so an
 * emptied cart never wipes a parallel add.
 */
export async function deleteCart(userId: string, expectedVersion?: number): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.cart(userId),
        ...(expectedVersion === undefined
          ? {}
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
