import type { OrderRecord, ReviewRecord } from '#domain/model';
import { keys, partitions, prefixes } from './keys.ts';
import { batchDelete, keysOfPartition, tableName, transactIf } from './operations.ts';
import { queryPage } from './query.ts';
import { orderReviewedItem } from './orders.ts';

/**
 * Reviews live beside what they review: `FOOD#<id>` or `RESTAURANT#<id>` / `REVIEW#<createdAt>#<id>`,
 * oldest first, so one Query reads a dish and its first reviews. Rating totals (`ratingSum`,
 * `ratingCount`) live on the reviewed item and move with ADD in the review's transaction.
 */

export function reviewItem(record: ReviewRecord) {
  const key =
    record.subject === 'food'
      ? keys.foodReview(record.subjectId, record.createdAt, record.id)
      : keys.restaurantReview(record.subjectId, record.createdAt, record.id);
  return { ...key, entity: 'Review', ...record };
}

/**
 * A review in one transaction: the order's flag flips from false (one review each, only on the
 * customer's Delivered order), the review is written, and the subject's rating totals move with ADD.
 * False when the order was reviewed already, is not Delivered, or the subject is gone.
 */
export function writeReview(order: OrderRecord, target: number | 'restaurant', review: ReviewRecord): Promise<boolean> {
  const subjectKey = review.subject === 'food' ? keys.food(review.subjectId) : keys.restaurant(review.subjectId);
  return transactIf([
    orderReviewedItem(order, target),
    { Put: { TableName: tableName(), Item: reviewItem(review), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName(),
        Key: subjectKey,
        UpdateExpression: 'ADD ratingSum :rating, ratingCount :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':rating': review.rating, ':one': 1 },
      },
    },
  ]);
}

/** A dish's reviews, newest first, one page (they live in its partition, sorted by time). */
export function reviewsOfFood(foodId: string, limit: number, cursor?: string) {
  return queryPage<ReviewRecord>(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partitions.food(foodId), ':prefix': prefixes.review },
      ScanIndexForward: false,
    },
    limit,
    cursor,
  );
}

/** Removes a deleted dish's reviews (they live in its partition). */
export async function deleteFoodReviews(foodId: string): Promise<void> {
  await batchDelete(await keysOfPartition(partitions.food(foodId), prefixes.review));
}
