import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, QueryCommand, tableName } from '#adapters/dynamo';
import { decodeCursor, encodeCursor, isTableKey } from './cursor.ts';

/** Every read here is a Query: no Scan, so its cost follows the partition asked for, not the table. */

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

export interface KeyPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * One page of a Query. The cursor is the opaque LastEvaluatedKey, and it must be a key of THIS list: its partition
 * (and sort-key prefix, when the Query has one) are checked, so a cursor from another list or another owner is a
 * 400, never a peek elsewhere and never DynamoDB's 500. Inputs name their key values `:pk` and `:prefix`; a
 * cursor must carry exactly the key attributes of the table and of the index queried.
 */
export async function queryPage<T>(input: QueryInput, limit: number, cursor: string | undefined): Promise<KeyPage<T>> {
  const values = input.ExpressionAttributeValues ?? {};
  const pkName = input.IndexName ? `${input.IndexName}PK` : 'PK';
  const skName = input.IndexName ? `${input.IndexName}SK` : 'SK';
  const prefix = values[':prefix'] as string | undefined;
  // A start key names exactly the table's key and the index's key, or DynamoDB refuses it.
  const keyNames = [...new Set(['PK', 'SK', pkName, skName])].sort().join();
  const isStartKey = (value: unknown): value is Record<string, string> =>
    isTableKey(value) &&
    Object.keys(value).sort().join() === keyNames &&
    value[pkName] === values[':pk'] &&
    (prefix === undefined || value[skName]?.startsWith(prefix) === true);
  const output = await dynamo.send(
    new QueryCommand({
      ...input,
      TableName: tableName(),
      Limit: limit,
      ExclusiveStartKey: await decodeCursor(cursor, isStartKey),
    }),
  );
  return {
    items: (output.Items ?? []) as T[],
    nextCursor: output.LastEvaluatedKey ? await encodeCursor(output.LastEvaluatedKey) : null,
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
