import { emptyCart, type CartRecord } from '#domain/model';
import { dynamo, DeleteCommand, PutCommand } from '#adapters/dynamo';
import { keys } from './keys.ts';
import { getItem, tableName, writeIf, type TransactItem } from './operations.ts';

/**
 * The cart: one item per customer (`USER#<id>` / `CART`), changed with a version check, so the
 * one-restaurant and stock rules hold under races.
 */

export async function getCart(userId: string): Promise<CartRecord> {
  const item = await getItem<CartRecord>(keys.cart(userId), true);
  if (!item) return emptyCart();
  const { restaurantId, lines, version } = item;
  return { restaurantId, lines, version };
}

/** Writes the cart if nobody changed it since `expectedVersion`; false when someone did. */
export function saveCart(
  userId: string,
  cart: CartRecord,
  expectedVersion: number,
  now = new Date(),
): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.cart(userId),
          entity: 'Cart',
          ...cart,
          version: expectedVersion + 1,
          updatedAt: now.toISOString(),
        },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    ),
  );
}

/**
 * Deletes the cart; with `expectedVersion`, only if nobody changed it since (false when someone did), so an
 * emptied cart never wipes a parallel add.
 */
export function deleteCart(userId: string, expectedVersion?: number): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.cart(userId),
        ...(expectedVersion === undefined
          ? {}
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    ),
  );
}

/** Emptying the cart as one item of the order's transaction. */
export function cartDeletionItem(userId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.cart(userId) } };
}
