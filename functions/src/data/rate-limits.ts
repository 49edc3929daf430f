import type { CounterKey } from '#domain/ports';
import { dynamo, GetCommand, UpdateCommand } from '#adapters/dynamo';
import { rateKeys } from './keys.ts';
import { batchDelete, keysOfPartition, tableName, type Key } from './operations.ts';

/**
 * Abuse-limit counters (TTL): one item per counter and window, `hits` moved with atomic ADDs, so a count
 * holds across every Lambda container. Key formats in keys.ts (`rateKeys`); the rules that read them are
 * the domain's (domain/limits/rate-limit.ts).
 */

const windowKey = (counter: CounterKey, windowStart: number): Key =>
  counter.by === 'emailAndIp'
    ? rateKeys.emailFromAddress(counter.scope, counter.emailDigest, counter.ipDigest, windowStart)
    : rateKeys.counter(counter.scope, counter.by, counter.digest, windowStart);

/** Counts one hit in a window (kept until `expiresAt`, epoch seconds) and answers the window's count. */
export async function addHit(counter: CounterKey, windowStart: number, expiresAt: number): Promise<number> {
  const output = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: windowKey(counter, windowStart),
      UpdateExpression: 'ADD hits :one SET expiresAt = :expiresAt',
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return output.Attributes?.hits as number;
}

/** A window's count (0 when none was counted). */
export async function hitsIn(counter: CounterKey, windowStart: number): Promise<number> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: windowKey(counter, windowStart) }));
  return (output.Item?.hits as number | undefined) ?? 0;
}

/** Gives one hit back. */
export async function removeHit(counter: CounterKey, windowStart: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: windowKey(counter, windowStart),
      UpdateExpression: 'ADD hits :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  );
}

/** Forgets windows of a counter. */
export async function clearWindows(counter: CounterKey, windowStarts: readonly number[]): Promise<void> {
  await batchDelete(windowStarts.map((start) => windowKey(counter, start)));
}

/** Forgets every failure counted for an email on a scope, from any address (one Query of its partition). */
export async function clearEmail(scope: string, emailDigest: string): Promise<void> {
  await batchDelete(await keysOfPartition(rateKeys.emailPartition(scope, emailDigest)));
}
