import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';
import type * as PublishModule from '@tiffin/functions/handlers/live/publish';
import type * as SocketModule from '@tiffin/functions/handlers/live/socket';
import { localClient } from './dynamodb.ts';

/**
 * Live order updates on a laptop (README "Live order updates"), speaking what API Gateway's WebSocket API speaks:
 * - the socket: every upgrade runs the SAME $connect handler file Lambda runs (functions/src/handlers/live/socket.ts)
 *   with an API Gateway-shaped event, and is accepted only on its 200, with the subprotocol it chose; a close runs
 *   $disconnect, a message $default;
 * - the connection management API the publisher posts to: `POST /<stage>/@connections/<id>` (410 GoneException when
 *   the socket is closed) and `DELETE /<stage>/@connections/<id>`, on the same port. In AWS only a caller signed with
 *   the publisher's role reaches it; here the stage is a secret made per start that only the publisher is told (its
 *   SOCKET_CALLBACK_URL), and any other path is refused with 403, as API Gateway refuses an unsigned call;
 * - the stream: DynamoDB Local's table stream is read every STREAM_POLL_MS and each batch handed to the SAME
 *   publisher handler (functions/src/handlers/live/publish.ts) as a DynamoDB Streams event.
 */
export const STREAM_POLL_MS = 250;

type SocketHandler = typeof SocketModule.handler;
type PublishHandler = typeof PublishModule.handler;

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`. */
const connectionIdOf = () => randomBytes(10).toString('base64');

function refuse(socket: Duplex, statusCode: number, body = '') {
  socket.end(
    `HTTP/1.1 ${statusCode} ${statusCode === 401 ? 'Unauthorized' : statusCode === 403 ? 'Forbidden' : 'Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The local socket server, and the path of its connection management API (the publisher's SOCKET_CALLBACK_URL path). */
export type SocketServer = Server & { callbackPath: string };

const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/** The local WebSocket endpoint and its connection management API. */
export async function createSocketServer(): Promise<SocketServer> {
  const stage = `local-${randomBytes(24).toString('base64url')}`;
  const { handler } = (await import('@tiffin/functions/handlers/live/socket')) as { handler: SocketHandler };
  const sockets = new Map<string, WebSocket>();
  // The subprotocol $connect chose for each accepted upgrade; ws asks for it while answering the handshake.
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 32 * 1024,
    handleProtocols: (_offered, request) => chosenProtocol.get(request) ?? false,
  });

  const server = createServer((request, response) => {
    const answer = (status: number, body?: object, errorType?: string) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
      });
      response.end(body ? JSON.stringify(body) : undefined);
    };
    const [, given, id] = /^\/([^/?]+)\/@connections\/([^/?]+)$/.exec(request.url ?? '') ?? [];
    if (!given || !id || !sameSecret(given, stage)) {
      return answer(403, { message: 'Missing Authentication Token' }, 'ForbiddenException');
    }
    let connectionId: string;
    try {
      connectionId = decodeURIComponent(id);
    } catch {
      return answer(400, { message: 'Bad Request' }, 'BadRequestException');
    }
    const socket = sockets.get(connectionId);
    if (!socket || socket.readyState !== WebSocket.OPEN) return answer(410, { message: 'Gone' }, 'GoneException');
    if (request.method === 'DELETE') {
      socket.close(1000);
      return answer(204);
    }
    if (request.method !== 'POST') return answer(405, { message: 'Method Not Allowed' });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      socket.send(Buffer.concat(chunks).toString('utf8'));
      answer(200);
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const connectionId = connectionIdOf();
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    );
    socket.on('error', () => undefined);
    handler({ requestContext: { eventType: 'CONNECT', connectionId }, headers })
      .then((connected) => {
        if (connected.statusCode !== 200) return refuse(socket, connected.statusCode, connected.body);
        const chosen = connected.headers?.['Sec-WebSocket-Protocol'];
        if (chosen) chosenProtocol.set(request, chosen);
        wss.handleUpgrade(request, socket, head, (ws) => {
          sockets.set(connectionId, ws);
          // A frame over maxPayload or a text frame that is not UTF-8: ws closes this socket (1009, 1007) after
          // reporting it here; without a listener the report would end the whole process.
          ws.on('error', () => undefined);
          ws.on('message', () => {
            void handler({ requestContext: { eventType: 'MESSAGE', connectionId } });
          });
          ws.on('close', () => {
            sockets.delete(connectionId);
            void handler({ requestContext: { eventType: 'DISCONNECT', connectionId } });
          });
        });
      })
      .catch(() => refuse(socket, 500));
  });
  server.on('close', () => {
    for (const ws of sockets.values()) ws.terminate();
  });
  return Object.assign(server, { callbackPath: `/${stage}` });
}

export interface StreamReader {
  stop: () => Promise<void>;
}

/**
 * Reads the table's stream from now on (LATEST for the shards open at start, TRIM_HORIZON for the ones that open
 * later) and hands each batch to the publisher, as Lambda's event source mapping does.
 */
export async function startStreamReader(endpoint: string, tableName: string): Promise<StreamReader> {
  const { handler } = (await import('@tiffin/functions/handlers/live/publish')) as { handler: PublishHandler };
  const table = await localClient(endpoint).send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream.`);
  const streams = new DynamoDBStreamsClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  const iterators = new Map<string, string | undefined>();
  const known = new Set<string>();
  let first = true;
  let running = true;

  async function discoverShards() {
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId!;
        if (known.has(shardId)) continue;
        known.add(shardId);
        // A shard closed before we started holds only the past.
        if (first && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON',
          }),
        );
        iterators.set(shardId, ShardIterator);
      }
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
    first = false;
  }

  async function poll() {
    for (const [shardId, iterator] of iterators) {
      if (!iterator) {
        iterators.delete(shardId);
        continue;
      }
      const { Records, NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      iterators.set(shardId, NextShardIterator);
      if (Records?.length) await handler(streamEvent(Records, streamArn!));
    }
  }

  await discoverShards();
  const loop = (async () => {
    let sinceDiscovery = 0;
    while (running) {
      try {
        await poll();
        // New shards (DynamoDB Local rolls them over now and then) are looked for every few seconds.
        if ((sinceDiscovery += STREAM_POLL_MS) >= 5_000 || iterators.size === 0) {
          sinceDiscovery = 0;
          await discoverShards();
        }
      } catch (error) {
        if (running) console.error('[live] reading the table stream failed:', (error as Error).message);
      }
      await sleep(STREAM_POLL_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      streams.destroy();
    },
  };
}

/** The SDK's records as the Lambda event carries them (same attribute-value shapes). */
function streamEvent(records: StreamRecord[], streamArn: string): DynamoDBStreamEvent {
  return {
    Records: records.map((record) => ({
      eventID: record.eventID,
      eventName: record.eventName as 'INSERT' | 'MODIFY' | 'REMOVE',
      eventSource: 'aws:dynamodb',
      eventSourceARN: streamArn,
      awsRegion: 'ap-south-1',
      dynamodb: {
        Keys: record.dynamodb?.Keys as never,
        NewImage: record.dynamodb?.NewImage as never,
        OldImage: record.dynamodb?.OldImage as never,
        SequenceNumber: record.dynamodb?.SequenceNumber,
        StreamViewType: record.dynamodb?.StreamViewType as never,
      },
    })),
  };
}
