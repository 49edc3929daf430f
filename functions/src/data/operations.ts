import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  ConditionalCheckFailedException,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  TransactionCanceledException,
  TransactionInProgressException,
  dynamo,
  tableName,
} from '#adapters/dynamo';

/**
 * The table operations every entity module shares, each with the one retry policy: a write that lost a
 * race (TransactionConflict, unprocessed batch items, throttling the SDK gives up on) is retried with
 * exponential backoff and jitter, up to MAX_ATTEMPTS; a failed condition is an answer, never retried.
 * Below this the SDK retries each call's throttling and transient failures itself (adapters/dynamo.ts).
 */

export type Key = Record<string, string>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const MAX_ATTEMPTS = 8;
/** BatchWriteItem takes at most 25 requests, BatchGetItem at most 100 keys. */
const BATCH_WRITE_SIZE = 25;
const BATCH_GET_SIZE = 100;

const backoff = (attempt: number) => sleep(Math.min(20 * 2 ** attempt, 2000) * (0.5 + Math.random() / 2));

/** The answer of a transaction: written, or refused with DynamoDB's cancellation codes in item order. */
export type TransactOutcome = { written: true } | { written: false; codes: string[] };

/**
 * One TransactWriteItems; a lost race is retried, a failed condition answers the codes.
 * Each attempt carries a ClientRequestToken (DynamoDB's idempotency): the SDK's own retries of an attempt send the
 * same token, so an attempt applied before its reply was lost answers success on the retry instead of failing its
 * own conditions; a TransactionInProgress (that attempt still running) is waited for with the same token. A
 * cancelled attempt wrote nothing, so the next one after a TransactionConflict takes a new token.
 */
export async function transact(items: TransactItem[]): Promise<TransactOutcome> {
  let token = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
      return { written: true };
    } catch (error) {
      if (error instanceof TransactionInProgressException && attempt < MAX_ATTEMPTS) {
        await backoff(attempt);
        continue;
      }
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      if (codes.includes('ConditionalCheckFailed')) return { written: false, codes };
      if (attempt >= MAX_ATTEMPTS || !codes.includes('TransactionConflict')) throw error;
      token = randomUUID();
      await backoff(attempt);
    }
  }
}

/** A transaction that either happens or does not: false when a condition failed. */
export async function transactIf(items: TransactItem[]): Promise<boolean> {
  return (await transact(items)).written;
}

/** A single conditional write (Put, Update, Delete): false when its condition failed. */
export async function writeIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** One item by key; consistent when a conditional write will follow the read. */
export async function getItem<T>(key: Key, consistent = false): Promise<T | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }));
  return output.Item as T | undefined;
}

/** Items by key, 100 per BatchGetItem, unprocessed keys retried. */
export async function batchGet<T>(keyList: readonly Key[]): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_SIZE) {
    let request: Record<string, { Keys: Key[] }> = { [tableName()]: { Keys: keyList.slice(i, i + BATCH_GET_SIZE) } };
    for (let attempt = 1; Object.keys(request).length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error('DynamoDB left reads unprocessed');
      if (attempt > 1) await backoff(attempt);
      const output = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((output.Responses?.[tableName()] ?? []) as T[]));
      request = (output.UnprocessedKeys ?? {}) as typeof request;
    }
  }
  return found;
}

/** Deletes items by key, 25 per BatchWriteItem, unprocessed requests retried. */
export async function batchDelete(keyList: readonly Key[]): Promise<void> {
  for (let i = 0; i < keyList.length; i += BATCH_WRITE_SIZE) {
    let requests: Record<string, { DeleteRequest: { Key: Key } }[]> = {
      [tableName()]: keyList.slice(i, i + BATCH_WRITE_SIZE).map((Key) => ({ DeleteRequest: { Key } })),
    };
    for (let attempt = 1; Object.keys(requests).length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error('DynamoDB left deletes unprocessed');
      if (attempt > 1) await backoff(attempt);
      const output = await dynamo.send(new BatchWriteCommand({ RequestItems: requests }));
      requests = (output.UnprocessedItems ?? {}) as typeof requests;
    }
  }
}

/** The keys of every item of a base-table partition, optionally only those whose sort key starts so. */
export async function keysOfPartition(pk: string, skPrefix?: string): Promise<Key[]> {
  const found: Key[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: skPrefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey,
      }),
    );
    found.push(...((page.Items ?? []) as Key[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

/** Runs `work` over every item with at most `limit` calls in flight, so a large menu does not burst the table. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A stored item without its key attributes: the item builders spread the record after the keys they
 * derive, so a stale key (an old name's) would otherwise win.
 */
export function withoutKeys<R extends object>(record: R): R {
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => !/^(PK|SK|GSI\d(PK|SK)|entity)$/.test(name)),
  ) as R;
}

export { tableName };
