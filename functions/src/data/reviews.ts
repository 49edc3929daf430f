import type { FoodRecord, OrderRecord, ReviewRecord } from '#domain/model';
import { sortFieldsOf } from './dishes.ts';
import { keys, partitions, prefixes } from './keys.ts';
import {
  batchDelete,
  getItem,
  keysOfPartition,
  tableName,
  transact,
  transactIf,
  type TransactItem,
} from './operations.ts';
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

/** How often a review is tried again when the dish's rating totals moved between its read and its write. */
const REVIEW_ATTEMPTS = 8;

/**
 * A review in one transaction: the order's flag flips from false (one review each, only on the
 * customer's Delivered order), the review is written, and the subject's rating totals move with ADD.
 * A dish's rating sort keys move with them: they are built from the totals as read, and the write is
 * conditioned on those totals and the name, so a review that lost a race with another is redone from a fresh read.
 * False when the order was reviewed already, is not Delivered, or the subject is gone.
 */
export async function writeReview(
  order: OrderRecord,
  target: number | 'restaurant',
  review: ReviewRecord,
): Promise<boolean> {
  const items = (subject: TransactItem): TransactItem[] => [
    orderReviewedItem(order, target),
    { Put: { TableName: tableName(), Item: reviewItem(review), ConditionExpression: 'attribute_not_exists(PK)' } },
    subject,
  ];
  if (review.subject === 'restaurant') {
    return transactIf(
      items({
        Update: {
          TableName: tableName(),
          Key: keys.restaurant(review.subjectId),
          UpdateExpression: 'ADD ratingSum :rating, ratingCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':rating': review.rating, ':one': 1 },
        },
      }),
    );
  }
  for (let attempt = 0; attempt < REVIEW_ATTEMPTS; attempt++) {
    const food = await getItem<FoodRecord>(keys.food(review.subjectId), true);
    if (!food) return false;
    const after = { ...food, ratingSum: food.ratingSum + review.rating, ratingCount: food.ratingCount + 1 };
    const rank = keys.foodRatingRank(sortFieldsOf(after));
    const outcome = await transact(
      items({
        Update: {
          TableName: tableName(),
          Key: keys.food(review.subjectId),
          UpdateExpression: 'SET GSI6SK = :rank6, GSI9SK = :rank9 ADD ratingSum :rating, ratingCount :one',
          ConditionExpression: 'ratingSum = :ratingSum AND ratingCount = :ratingCount AND #name = :name',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: {
            ':rating': review.rating,
            ':one': 1,
            ':rank6': rank.GSI6SK,
            ':rank9': rank.GSI9SK,
            ':ratingSum': food.ratingSum,
            ':ratingCount': food.ratingCount,
            ':name': food.name,
          },
        },
      }),
    );
    if (outcome.written) return true;
    // Only the dish moved meanwhile (another review, an edit): read it again; anything else is a refusal.
    const [orderCode, reviewCode, dishCode] = outcome.codes;
    if (
      dishCode !== 'ConditionalCheckFailed' ||
      orderCode === 'ConditionalCheckFailed' ||
      reviewCode === 'ConditionalCheckFailed'
    )
      return false;
  }
  return false;
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
