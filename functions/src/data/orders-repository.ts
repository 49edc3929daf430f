import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#platform/dynamo';
import { isConditionFailure } from './conditions.ts';
import { keys } from './keys.ts';
import { checkoutItem, orderItem, type CheckoutRecord, type OrderRecord } from './order-items.ts';
import { queryPage } from './query.ts';

export async function putCheckout(record: CheckoutRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: checkoutItem(record) }));
}

export async function getCheckout(paymentIntentId: string): Promise<CheckoutRecord | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.checkout(paymentIntentId), ConsistentRead: true }),
  );
  return output.Item as CheckoutRecord | undefined;
}

export async function getOrder(orderId: string): Promise<OrderRecord | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.order(orderId), ConsistentRead: true }),
  );
  return output.Item as OrderRecord | undefined;
}

export type FulfilOutcome = 'created' | 'alreadyFulfilled' | 'outOfStock' | 'orderIdTaken' | 'conflict';

/**
 * The order in ONE transaction (DESIGN 8): the checkout flips from pending to fulfilled, the order is
 * written, each dish's stock drops only if enough is left, the cart is emptied and the counters move.
 */
export async function writeOrder(checkout: CheckoutRecord, order: OrderRecord): Promise<FulfilOutcome> {
  const stockUpdates = order.lines.map((line) => ({
    Update: {
      TableName: tableName,
      Key: keys.food(line.foodId),
      UpdateExpression: 'SET quantity = quantity - :n',
      // Still on sale (a revoked restaurant's dishes are unlisted) and in stock.
      ConditionExpression: 'attribute_exists(PK) AND listed = :listed AND quantity >= :n',
      ExpressionAttributeValues: { ':n': line.quantity, ':listed': true },
    },
  }));
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.checkout(checkout.paymentIntentId),
              UpdateExpression: 'SET #status = :fulfilled, orderId = :orderId',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':fulfilled': 'fulfilled',
                ':pending': 'pending',
                ':orderId': order.orderId,
              },
            },
          },
          { Put: { TableName: tableName, Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
          ...stockUpdates,
          { Delete: { TableName: tableName, Key: keys.cart(order.userId) } },
          {
            Update: {
              TableName: tableName,
              Key: keys.marketplaceStats(),
              UpdateExpression: 'ADD totalOrders :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (reasons[0] === 'ConditionalCheckFailed') return 'alreadyFulfilled';
    if (reasons[1] === 'ConditionalCheckFailed') return 'orderIdTaken';
    if (reasons.slice(2, 2 + stockUpdates.length).includes('ConditionalCheckFailed')) return 'outOfStock';
    return 'conflict';
  }
}

export async function markCheckoutRefunded(paymentIntentId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.checkout(paymentIntentId),
        UpdateExpression: 'SET #status = :refunded',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'refunded', ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A customer's orders, newest first (GSI1). */
export function ordersOfUser(userId: string, limit: number, cursor?: string) {
  const pk = `USER#${userId}`;
  return queryPage<OrderRecord>(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': 'ORDER#' },
      ScanIndexForward: false,
    },
    limit,
    cursor,
  );
}

export interface ReviewWrite {
  order: OrderRecord;
  /** Index of the reviewed line, or 'restaurant'. */
  target: number | 'restaurant';
  review: Record<string, unknown>;
  /** The food or restaurant whose rating totals move. */
  subjectKey: Record<string, string>;
  rating: number;
}

/**
 * A review in one transaction: the order's flag flips from false (one review each, only on the
 * caller's Delivered order), the review is written, and the rating totals move with ADD.
 */
export async function writeReview({ order, target, review, subjectKey, rating }: ReviewWrite): Promise<boolean> {
  // `lines` is a DynamoDB reserved word, so it goes through an attribute name.
  const flag = target === 'restaurant' ? 'restaurantReviewed' : `#lines[${target}].reviewed`;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.order(order.orderId),
              UpdateExpression: `SET ${flag} = :true`,
              ConditionExpression: `${flag} = :false AND orderStatus = :delivered AND userId = :userId`,
              ExpressionAttributeValues: {
                ':true': true,
                ':false': false,
                ':delivered': 'Delivered',
                ':userId': order.userId,
              },
              ...(target === 'restaurant' ? {} : { ExpressionAttributeNames: { '#lines': 'lines' } }),
            },
          },
          { Put: { TableName: tableName, Item: review, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName: tableName,
              Key: subjectKey,
              UpdateExpression: 'ADD ratingSum :rating, ratingCount :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':rating': rating, ':one': 1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
