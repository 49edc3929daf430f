import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { RateLimitRule } from '@tiffin/shared/api/routes';
import { dynamo, tableName } from './dynamo.ts';
import { TooManyRequests } from './errors.ts';

/** Tests raise the limits (a whole suite signs in from one address); the limits' own tests do not. */
const multiplier = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);

const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

interface Values {
  ip?: string;
  email?: string;
}

/**
 * Where a rule's counter lives. A per-email-and-address counter sits in the email's partition, so a
 * password reset can forget every address's failures for that email with one Query.
 */
function counterKey(scope: string, rule: RateLimitRule, values: Values) {
  if (rule.by === 'emailAndIp') {
    if (!values.email || !values.ip) return undefined;
    return { PK: `RATE#${scope}#email#${digest(values.email)}`, SK: `IP#${digest(values.ip)}#WINDOW#` };
  }
  const value = values[rule.by];
  return value ? { PK: `RATE#${scope}#${rule.by}#${digest(value)}`, SK: 'WINDOW#' } : undefined;
}

interface Taken {
  key: { PK: string; SK: string };
  windowStart: number;
  windowSeconds: number;
  /** A per-email-and-address counter, which a success clears. */
  pair: boolean;
}

/** What a request holds of its failure-only limits, settled once its answer is known. */
export interface RateTicket {
  /** The answer was not a failure: give the attempt back; a success also forgets the email's failures from this address. */
  settle(outcome: 'success' | 'other'): Promise<void>;
}

const refund = (taken: Taken) =>
  dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: taken.key.PK, SK: `${taken.key.SK}${taken.windowStart}` },
      UpdateExpression: 'ADD hits :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  );

async function deleteKeys(keys: { PK: string; SK: string }[]) {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const output = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (output.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/**
 * Sliding-window counters in the table: the current window's count (one atomic UpdateItem) plus the
 * previous window's, weighted by how much of it still overlaps, so a burst cannot double up across a
 * window boundary. Atomic across every Lambda container, unlike an in-memory counter; TTL-cleaned;
 * the value is hashed so no email or IP is stored in clear.
 *
 * Every attempt takes its place first (so a burst of parallel guesses cannot all slip under the
 * limit); a rule that counts only failures gets the place back when the answer was not one.
 */
export async function enforceRateLimits(
  scope: string,
  limits: readonly RateLimitRule[],
  values: Values,
  now = Date.now(),
): Promise<RateTicket> {
  const held: Taken[] = [];
  try {
    for (const rule of limits) {
      const key = counterKey(scope, rule, values);
      if (!key) continue;
      const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
      const [current, previous] = await Promise.all([
        dynamo.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { PK: key.PK, SK: `${key.SK}${windowStart}` },
            UpdateExpression: 'ADD hits :one SET expiresAt = :expiresAt',
            // Kept one window longer, to weigh in while the next window runs.
            ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + 2 * rule.windowSeconds + 60 },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
        dynamo.send(
          new GetCommand({
            TableName: tableName,
            Key: { PK: key.PK, SK: `${key.SK}${windowStart - rule.windowSeconds}` },
          }),
        ),
      ]);
      if (rule.counts === 'failures') {
        held.push({ key, windowStart, windowSeconds: rule.windowSeconds, pair: rule.by === 'emailAndIp' });
      }
      const overlap = 1 - (now / 1000 - windowStart) / rule.windowSeconds;
      const hits = (current.Attributes?.hits as number) + ((previous.Item?.hits as number | undefined) ?? 0) * overlap;
      if (hits > rule.max * multiplier) {
        const seconds = windowStart + rule.windowSeconds - now / 1000;
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw new TooManyRequests(
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          seconds,
        );
      }
    }
  } catch (error) {
    // A refused attempt is no failure of the password: it changes no failure count.
    await Promise.all(held.map(refund));
    throw error;
  }
  return {
    async settle(outcome) {
      const cleared = outcome === 'success' ? held.filter((taken) => taken.pair) : [];
      await Promise.all([
        deleteKeys(
          cleared.flatMap(({ key, windowStart, windowSeconds }) => [
            { PK: key.PK, SK: `${key.SK}${windowStart}` },
            { PK: key.PK, SK: `${key.SK}${windowStart - windowSeconds}` },
          ]),
        ),
        ...held.filter((taken) => !cleared.includes(taken)).map(refund),
      ]);
    },
  };
}

/** Forgets every failure counted for an email on a scope, from any address (a password reset). */
export async function forgetRateCounters(scope: string, email: string): Promise<void> {
  const PK = `RATE#${scope}#email#${digest(email)}`;
  const keys: { PK: string; SK: string }[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey,
      }),
    );
    keys.push(...((page.Items ?? []) as { PK: string; SK: string }[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await deleteKeys(keys);
}
