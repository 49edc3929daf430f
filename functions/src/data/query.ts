import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, QueryCommand, tableName } from '#adapters/dynamo';
import { decodeCursor, encodeCursor, isTableKey } from './cursor.ts';

/** Every read here is a Query: no Scan, so its cost follows the partition asked for, not the table. */

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

export interface KeyPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page that can also give the cursor that continues right after any one of its items (merging lists). */
export interface SplittablePage<T> extends KeyPage<T> {
  cursorAfter(index: number): Promise<string>;
}

/**
 * How many index entries a filtered page reads at most, as a multiple of its size: a filter that matches few dishes
 * answers a short page (with its cursor) rather than reading on through the whole list in one request. A page
 * that found nothing yet reads on to `EMPTY_PAGE_READ_FACTOR` times its size before it answers empty (with a cursor).
 */
export const FILTERED_READ_FACTOR = 10;
export const EMPTY_PAGE_READ_FACTOR = 50;

/**
 * One page of a Query. The cursor is the opaque LastEvaluatedKey (or, when a filtered page stops inside what
 * DynamoDB read, the key of its last item), and it must be a key of THIS list: its partition (and sort-key
 * prefix, when the Query has one) are checked, so a cursor from another list, another index or another owner
 * is a 400, never a peek elsewhere and never DynamoDB's 500. Inputs name their key values `:pk` and `:prefix`;
 * a cursor must carry exactly the key attributes of the table and of the index queried.
 *
 * With a FilterExpression, DynamoDB's Limit counts the entries read, not those kept, so the page is read in
 * rounds until it holds `limit` items, the list ends, or its read bound is reached (see `FILTERED_READ_FACTOR`).
 */
export async function queryPage<T>(
  input: QueryInput,
  limit: number,
  cursor: string | undefined,
): Promise<SplittablePage<T>> {
  const values = input.ExpressionAttributeValues ?? {};
  const pkName = input.IndexName ? `${input.IndexName}PK` : 'PK';
  const skName = input.IndexName ? `${input.IndexName}SK` : 'SK';
  const prefix = values[':prefix'] as string | undefined;
  // A start key names exactly the table's key and the index's key, or DynamoDB refuses it.
  const names = [...new Set(['PK', 'SK', pkName, skName])].sort();
  const keyNames = names.join();
  const isStartKey = (value: unknown): value is Record<string, string> =>
    isTableKey(value) &&
    Object.keys(value).sort().join() === keyNames &&
    value[pkName] === values[':pk'] &&
    (prefix === undefined || value[skName]?.startsWith(prefix) === true);
  let start: Record<string, unknown> | undefined = await decodeCursor(cursor, isStartKey);
  const filtered = input.FilterExpression !== undefined;
  const items: Record<string, unknown>[] = [];
  let read = 0;
  const budget = () => (!filtered ? limit : (items.length ? FILTERED_READ_FACTOR : EMPTY_PAGE_READ_FACTOR) * limit);
  do {
    const wanted = limit - items.length;
    const output = await dynamo.send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        // A filtered round reads twice what is missing (about what a filter keeping half the list needs).
        Limit: filtered ? Math.min(budget() - read, 2 * wanted) : wanted,
        ExclusiveStartKey: start,
      }),
    );
    read += output.ScannedCount ?? 0;
    items.push(...(output.Items ?? []));
    start = output.LastEvaluatedKey;
  } while (filtered && start && items.length < limit && read < budget());
  const keyOf = (item: Record<string, unknown>) => Object.fromEntries(names.map((name) => [name, item[name]]));
  if (items.length > limit) {
    // The last round kept more than the page holds: the page ends at its last item, and so does the cursor.
    items.length = limit;
    start = keyOf(items.at(-1)!);
  }
  return {
    items: items as T[],
    nextCursor: start ? await encodeCursor(start) : null,
    cursorAfter: (index) => encodeCursor(keyOf(items[index]!)),
  };
}

/** Every page of a Query, for partitions bounded by design (one city's catalogue, one restaurant's week). */
export async function queryAll<T>(input: QueryInput): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const output = await dynamo.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    items.push(...((output.Items ?? []) as T[]));
    ExclusiveStartKey = output.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
