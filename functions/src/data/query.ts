import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#platform/dynamo';
import { decodeCursor, encodeCursor, isTableKey } from './cursor.ts';

/** Every read here is a Query: no Scan, so its cost follows the partition asked for, not the table. */

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

export interface KeyPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * One page of a Query. The cursor is the opaque LastEvaluatedKey; `isStartKey` narrows which keys a client may
 * hand back (by default any key of this table), so a cursor from another list is a 400, never a peek elsewhere.
 */
export async function queryPage<T>(
  input: QueryInput,
  limit: number,
  cursor: string | undefined,
  isStartKey: (value: unknown) => value is Record<string, string> = isTableKey,
): Promise<KeyPage<T>> {
  const output = await dynamo.send(
    new QueryCommand({
      ...input,
      TableName: tableName,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, isStartKey),
    }),
  );
  return {
    items: (output.Items ?? []) as T[],
    nextCursor: output.LastEvaluatedKey ? encodeCursor(output.LastEvaluatedKey) : null,
  };
}

/** Every page of a Query, for partitions bounded by design (one city's catalogue, one restaurant's week). */
export async function queryAll<T>(input: QueryInput): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const output = await dynamo.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey }));
    items.push(...((output.Items ?? []) as T[]));
    ExclusiveStartKey = output.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
