import type { SellerWeekRecord } from '#domain/model';
import type { WeeksStored } from '#domain/ports';
import { dynamo, QueryCommand } from '#adapters/dynamo';
import { keys } from './keys.ts';
import { tableName, transact, type TransactItem } from './operations.ts';

/**
 * A seller's stored weeks (`RESTAURANT#<id>` / `WEEK#<YYYY-MM-DD>`, the Monday, India time), written by
 * the weekly stats job and read by the seller's dashboard.
 */

export function sellerWeekItem(record: SellerWeekRecord) {
  return { ...keys.sellerWeek(record.restaurantId, record.weekStart), entity: 'SellerWeek', ...record };
}

/** DynamoDB takes at most 100 actions in one TransactWriteItems. */
const TRANSACTION_SIZE = 100;

/**
 * A week's Put (idempotent: the same run twice stores the same item), unless a run that computed later already
 * stored it: an earlier run finishing late never overwrites a later run's figures.
 */
function sellerWeekPut(record: SellerWeekRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: sellerWeekItem(record),
      ConditionExpression: 'attribute_not_exists(PK) OR computedAt <= :computedAt',
      ExpressionAttributeValues: { ':computedAt': record.computedAt },
    },
  };
}

/**
 * Stores weeks in TransactWriteItems of up to 100 Puts, each with its own condition, rather than one PutItem a
 * week: the weekly job's time is its call count, so 12 weeks take one call instead of 12. It is used for the
 * batching, not for all-or-nothing: when some weeks' conditions fail (a later run stored them), DynamoDB cancels
 * the whole transaction with one reason per item, in order, and the others are sent again without them.
 *
 * The price: a transactional write costs twice the write units of a plain Put (2 per KB written), so the job's
 * writes cost double: for the seed's 12 small weeks, 24 write units a run instead of 12, every 15 minutes (about
 * 2,300 a day instead of 1,150; up to twice that on Mondays, when last week is recomputed too), and a cancelled
 * attempt's retry is paid for again. Cents a month at this size; worth it for a job whose time is its calls.
 *
 * Answers how many weeks were written (not those a later run had stored) and the weeks of any transaction that
 * failed otherwise (after `transact`'s retries), with the error.
 */
export async function putSellerWeeks(records: readonly SellerWeekRecord[]): Promise<WeeksStored> {
  const outcome: WeeksStored = { stored: 0, failed: [] };
  for (let i = 0; i < records.length; i += TRANSACTION_SIZE) {
    const weeks = records.slice(i, i + TRANSACTION_SIZE);
    try {
      outcome.stored += await putInOneTransaction(weeks);
    } catch (error) {
      outcome.failed.push({ weeks, error: error as Error });
    }
  }
  return outcome;
}

/** Writes the weeks together, leaving out any that a later run stored; answers how many were written. */
async function putInOneTransaction(weeks: readonly SellerWeekRecord[]): Promise<number> {
  let pending = weeks;
  while (pending.length > 0) {
    const outcome = await transact(pending.map(sellerWeekPut));
    if (outcome.written) return pending.length;
    // Each attempt drops at least one week (`transact` answers only when a condition failed), so this ends.
    pending = pending.filter((_, i) => outcome.codes[i] !== 'ConditionalCheckFailed');
  }
  return 0;
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
