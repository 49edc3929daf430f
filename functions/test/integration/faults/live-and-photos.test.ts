import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@tiffin/shared/photos';
import { getConnection, saveConnection } from '#data/connections';
import { keys } from '#data/keys';
import { createS3PhotoStore } from '#adapters/photos';
import { sharpImages } from '#adapters/images';
import { resizeUpload } from '#domain/photos/resize';
import { getItem, setAttributes } from '../support/table.ts';
import { newDish } from '../support/records.ts';
import { newSeller, tag } from '../support/people.ts';
import { testBucket } from '../support/photos.ts';
import { useStack } from '../support/stack.ts';

/**
 * Live updates when posting to a socket fails, and photos when the resize step dies: neither may fail the change
 * it reports nor leave a seller waiting on a state that never resolves.
 */

/** How the socket endpoint (API Gateway's connection management API) answers a post to one connection. */
type SocketMode = 'deliver' | 'fail' | 'hang' | 'gone';
const modes = new Map<string, SocketMode>();
const delivered = new Map<string, string[]>();
const socketEndpoint = createServer(async (request: IncomingMessage, response: ServerResponse) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  const connectionId = decodeURIComponent(/\/@connections\/([^/?]+)/.exec(request.url ?? '')?.[1] ?? '');
  const mode = modes.get(connectionId) ?? 'deliver';
  if (mode === 'hang') return;
  if (mode === 'deliver') delivered.set(connectionId, [...(delivered.get(connectionId) ?? []), text]);
  const status = { deliver: 200, fail: 500, gone: 410 }[mode];
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(status === 200
      ? {}
      : { 'x-amzn-errortype': status === 410 ? 'GoneException' : 'InternalServerErrorException' }),
  });
  response.end(status === 200 ? '' : JSON.stringify({ message: `staged ${mode}` }));
});
await new Promise<void>((resolve) => socketEndpoint.listen(0, '127.0.0.1', resolve));
process.env.SOCKET_CALLBACK_URL = `http://127.0.0.1:${(socketEndpoint.address() as AddressInfo).port}`;
const { handler: publish } = await import('../../../src/handlers/live/publish.ts');

const { api } = await useStack();
afterAll(async () => {
  for (const server of [socketEndpoint, bucketPath]) {
    server.closeAllConnections();
    server.close();
  }
});

/** A socket the customer `userId` has open, answering posts as `mode`. */
async function socketOf(userId: string, mode: SocketMode) {
  const connectionId = `c-${tag()}`;
  modes.set(connectionId, mode);
  await saveConnection({
    connectionId,
    audience: { kind: 'customer', id: userId },
    expiresAtMs: Date.now() + 3_600_000,
  });
  return connectionId;
}

/** The stream's record of an order moving from Pending to Preparing. */
function statusChange(userId: string): DynamoDBStreamEvent {
  const image = (orderStatus: string) => ({
    entity: { S: 'Order' },
    orderId: { S: `TF-${tag().toUpperCase()}` },
    userId: { S: userId },
    restaurantId: { S: `r-${tag()}` },
    orderStatus: { S: orderStatus },
    paymentStatus: { S: 'Paid' },
  });
  const after = image('Preparing');
  return {
    Records: [
      {
        eventName: 'MODIFY',
        dynamodb: {
          Keys: { PK: { S: keys.order(after.orderId.S).PK } },
          OldImage: { ...after, orderStatus: { S: 'Pending' } },
          NewImage: after,
        },
      },
    ],
  } as DynamoDBStreamEvent;
}

const lambdaContext = {} as Parameters<typeof publish>[1];

describe('a live update whose socket post fails', () => {
  it('a socket post the endpoint refuses does not fail the publisher, and the customer’s other socket still hears it', async () => {
    const userId = `u-live-${tag()}`;
    const [broken, working] = [await socketOf(userId, 'fail'), await socketOf(userId, 'deliver')];
    await expect(publish(statusChange(userId), lambdaContext)).resolves.toBeUndefined();
    expect(delivered.get(working)).toHaveLength(1);
    expect(JSON.parse(delivered.get(working)![0]!)).toMatchObject({ orderStatus: 'Preparing', change: 'changed' });
    expect(delivered.get(broken)).toBeUndefined();
    // A socket that failed is kept (it may work next time); only a gone one is forgotten.
    expect(await getConnection(broken)).toBeDefined();
  });

  it('a socket that is gone is forgotten and the others still hear the update', async () => {
    const userId = `u-live-${tag()}`;
    const [gone, working] = [await socketOf(userId, 'gone'), await socketOf(userId, 'deliver')];
    await publish(statusChange(userId), lambdaContext);
    expect(delivered.get(working)).toHaveLength(1);
    expect(await getConnection(gone)).toBeUndefined();
  });

  it('a socket endpoint that never answers does not hold the publisher past a few seconds, and the others still hear it', async () => {
    const userId = `u-live-${tag()}`;
    const [, working] = [await socketOf(userId, 'hang'), await socketOf(userId, 'deliver')];
    const began = Date.now();
    const outcome = await Promise.race([
      publish(statusChange(userId), lambdaContext).then(() => 'done'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 8_000)),
    ]);
    expect(outcome).toBe('done');
    expect(Date.now() - began).toBeLessThan(8_000);
    expect(delivered.get(working)).toHaveLength(1);
  });
});

/**
 * The photos bucket as the resize step sees it over a failing network: every PUT of a 640-wide version answers S3's
 * 500 InternalError (the SDK retries it as in AWS), everything else reaches the run's bucket (s3rver). The upload's
 * original is served here, so the bucket's own resize (which the run's s3rver starts on each upload) never sees it.
 */
const originals = new Map<string, { bytes: Buffer; contentType: string }>();
const s3 = new URL(process.env.S3_ENDPOINT!);
const bucketPath = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bucket').pathname);
  const original = originals.get(path);
  if (original) {
    if (request.method === 'DELETE') {
      originals.delete(path);
      return response.writeHead(204).end();
    }
    response.writeHead(200, { 'content-type': original.contentType, 'content-length': original.bytes.length });
    return response.end(request.method === 'HEAD' ? undefined : original.bytes);
  }
  if (request.method === 'PUT' && path.endsWith('-640.webp')) {
    response.writeHead(500, { 'content-type': 'application/xml' });
    return response.end('<Error><Code>InternalError</Code><Message>staged</Message></Error>');
  }
  const onward = httpRequest(
    { host: s3.hostname, port: s3.port, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  onward.end(Buffer.concat(chunks));
});
await new Promise<void>((resolve) => bucketPath.listen(0, '127.0.0.1', resolve));

describe('a photo whose resize dies', () => {
  it('a photo whose resize dies leaves the dish’s old photo, no half set of versions and a clear state', async () => {
    const seller = await newSeller({ approved: true });
    const dish = await newDish(seller.restaurant);
    const oldPhoto = '/photos/old/dish-640.webp';
    await setAttributes(keys.food(dish.id), { image: oldPhoto });
    const uploadId = randomUUID();
    const bucket = process.env.PHOTOS_BUCKET!;
    originals.set(`/${bucket}/uploads/${seller.id}/${uploadId}`, {
      bytes: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c87828' } })
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    });
    const photos = createS3PhotoStore(() => ({
      region: 'ap-south-1',
      bucket,
      endpoint: `http://127.0.0.1:${(bucketPath.address() as AddressInfo).port}`,
    }));

    await expect(resizeUpload({ photos, images: sharpImages }, `uploads/${seller.id}/${uploadId}`)).rejects.toThrow();

    const status = await api.call('seller/get-upload', { params: { id: uploadId }, token: seller.token });
    expect(status).toMatchObject({ status: 422, body: { message: PHOTO_MESSAGES.failed } });
    expect(await testBucket().exists(`photos/${seller.id}/${uploadId}-320.webp`)).toBe(false);
    expect((await getItem(keys.food(dish.id)))!.image).toBe(oldPhoto);
  });
});
