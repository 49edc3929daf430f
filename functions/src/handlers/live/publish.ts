import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { OrderRecord } from '#domain/model';
import { systemClock as clock } from '#platform/clock';
import { requireSettings } from '#platform/config';
import { logger } from '#platform/logger';
import * as sockets from '#platform/sockets';
import { orderUpdateOf, publishOrderUpdate } from '#domain/live/updates';
import * as connections from '#data/connections';

/**
 * The live-updates publisher: the table's stream (DynamoDB Streams in AWS, DynamoDB Local's stream on a laptop)
 * -> every socket of the changed order's customer and restaurant. Only order items count; everything else the
 * table holds (carts, connections themselves, counters) is passed over.
 */
requireSettings('region', 'tableName', 'socketCallbackUrl');

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
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

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
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
