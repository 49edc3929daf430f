import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { AccountRecord, LiveAudience, OrderRecord } from '#domain/model';
import { systemClock as clock } from '#adapters/clock';
import { requireSettings } from '#platform/config';
import { logger } from '#platform/logger';
import * as sockets from '#adapters/sockets';
import {
  MAX_SOCKETS_PER_ACCOUNT,
  closeSockets,
  orderUpdateOf,
  publishOrderUpdate,
  revokedAudienceOf,
} from '#domain/live/updates';
import * as connections from '#data/connections';
import { prefixes } from '#data/keys';
import { withTracing } from '#platform/tracer';

/**
 * The live-updates publisher: the table's stream (DynamoDB Streams in AWS, DynamoDB Local's stream on a laptop)
 * -> every socket of the changed order's customer and restaurant. It also keeps the sockets in line with their
 * accounts: an account deleted, revoked or whose password was reset or changed has its sockets closed, and a new
 * socket beyond an account's MAX_SOCKETS_PER_ACCOUNT closes its oldest. Everything else the table holds (carts,
 * counters) is passed over.
 */
requireSettings('region', 'tableName', 'socketCallbackUrl');

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
type AccountImage = Pick<AccountRecord, 'id' | 'role' | 'restaurantId' | 'tokenVersion' | 'approved'>;
type OrderImage = Pick<OrderRecord, 'orderId' | 'userId' | 'restaurantId' | 'orderStatus' | 'paymentStatus'>;

/** The few attributes an update needs, read straight from the stream's typed image. */
function orderOf(image: Image | undefined): OrderImage | undefined {
  if (image?.entity?.S !== 'Order') return undefined;
  const text = (name: keyof OrderImage) => image[name]?.S;
  const [orderId, userId, restaurantId, orderStatus, paymentStatus] = (
    ['orderId', 'userId', 'restaurantId', 'orderStatus', 'paymentStatus'] as const
  ).map(text);
  if (!orderId || !userId || !restaurantId || !orderStatus || !paymentStatus) return undefined;
  return {
    orderId,
    userId,
    restaurantId,
    orderStatus: orderStatus as OrderImage['orderStatus'],
    paymentStatus: paymentStatus as OrderImage['paymentStatus'],
  };
}

/** What closing sockets depends on, read from an account item's image. */
function accountOf(image: Image | undefined): AccountImage | undefined {
  if (image?.entity?.S !== 'Account' || !image.id?.S) return undefined;
  const role = image.role?.S as AccountImage['role'] | undefined;
  if (!role) return undefined;
  return {
    id: image.id.S,
    role,
    restaurantId: image.restaurantId?.S,
    tokenVersion: image.tokenVersion?.N === undefined ? undefined : Number(image.tokenVersion.N),
    approved: image.approved?.BOOL,
  };
}

/** The audience of a socket just opened (its LISTENERS# record; the CONNECTION# twin is passed over). */
function openedAudienceOf(record: DynamoDBRecord): LiveAudience | undefined {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.Keys?.PK?.S?.startsWith(prefixes.listeners)) return undefined;
  const audience = record.dynamodb.NewImage?.audience?.M;
  const kind = audience?.kind?.S;
  const id = audience?.id?.S;
  return (kind === 'customer' || kind === 'restaurant') && id ? { kind, id } : undefined;
}

/** Sockets to close for this record: a revoked account's, or the oldest beyond the cap of an account's. */
async function guardSockets(record: DynamoDBRecord): Promise<void> {
  const ports = { connections, sockets, clock };
  const revoked = revokedAudienceOf(accountOf(record.dynamodb?.OldImage), accountOf(record.dynamodb?.NewImage));
  if (revoked) await closeSockets(ports, revoked);
  const opened = openedAudienceOf(record);
  if (opened) await closeSockets(ports, opened, MAX_SOCKETS_PER_ACCOUNT);
}

async function handle(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
    await guardSockets(record).catch((error: unknown) => logger.warn('Sockets not closed', error as Error));
    if (record.eventName === 'REMOVE') continue;
    const after = orderOf(record.dynamodb?.NewImage);
    if (!after) continue;
    const update = orderUpdateOf(orderOf(record.dynamodb?.OldImage), after);
    if (!update) continue;
    // A failed post is logged, not thrown: a retried batch would repeat every message already sent.
    const { failed } = await publishOrderUpdate({ connections, sockets, clock }, after, update);
    for (const error of failed) logger.warn('A live update was not delivered', error as Error);
  }
}

export const handler = withTracing('live/publish', handle);
