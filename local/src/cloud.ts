import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureTable, startDynamoDbLocal } from './dynamodb.ts';
import { localSigningKeys } from './keys.ts';
import { startPhotoStore, type LocalPhotoStore } from './photos.ts';
import { startSesInbox } from './ses.ts';
import { LOCAL_STRIPE_KEYS, createStripeServer } from './stripe-server.ts';

export interface LocalCloudPorts {
  dynamodb: number;
  api: number;
  ses: number;
  stripe: number;
  ws: number;
  /** s3rver, the photos bucket. */
  s3: number;
}

export interface LocalCloudOptions {
  ports: LocalCloudPorts;
  tableName: string;
  /** Where DynamoDB Local and the signing keys live; without it the table is in memory and the keys fresh. */
  dataDir?: string;
  /** Keeps the table in memory even with a data folder (a stack that starts from scratch every time, as the e2e's). */
  tableInMemory?: boolean;
  /** The web app's port: the API and the photos bucket answer CORS for its origin only (default 5173). */
  webPort?: number;
  /**
   * The seed's pictures: the API's drawings (default), or `webp`: addresses of the resize step's WebP versions
   * under the site's `/photos/`, which whoever serves the site answers (demo-photos/webp.ts; the bench's site).
   */
  seedPhotos?: 'drawings' | 'webp';
}

export interface LocalCloud {
  apiUrl: string;
  /** The live order updates' WebSocket endpoint (ws://). */
  socketUrl: string;
  dynamoEndpoint: string;
  tableName: string;
  /** The photos bucket (s3rver): where the browser reads `/photos/...` from, and the resize queue's end. */
  photos: LocalPhotoStore;
  /** True when the table was created by this start (and so was seeded). */
  seeded: boolean;
  stop: () => Promise<void>;
}

/** A port nobody listens on, for runs beside `npm start` (tests, benchmarks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A port for each part of the local cloud, from `pick` (by default any free one). */
export async function freePorts(pick: () => Promise<number> = freePort): Promise<LocalCloudPorts> {
  return {
    dynamodb: await pick(),
    api: await pick(),
    ses: await pick(),
    stripe: await pick(),
    ws: await pick(),
    s3: await pick(),
  };
}

const closeServer = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * The local cloud without the web app (docs/architecture.md#the-local-cloud): DynamoDB Local with the table (seeded when new), the
 * SES inbox, the local Stripe and the API gateway running the same handler files Lambda runs. Sets the process
 * environment the handlers read, exactly as a Lambda reads its own.
 */
export async function startLocalCloud({
  ports,
  tableName,
  dataDir,
  tableInMemory,
  webPort = 5173,
  seedPhotos = 'drawings',
}: LocalCloudOptions): Promise<LocalCloud> {
  // As the cloud's photos bucket and mail links name the storefront's origin, the local ones name the local web app's.
  const webOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  const stops: Array<() => Promise<unknown> | unknown> = [];
  // Loopback only, unless HOST says otherwise: nothing of the local stack is reachable from the network.
  const host = process.env.HOST || '127.0.0.1';
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => undefined);
  };
  try {
    const dynamo = await startDynamoDbLocal({
      port: ports.dynamodb,
      ...(dataDir && !tableInMemory ? { dataDir: path.join(dataDir, 'dynamodb') } : {}),
    });
    stops.push(dynamo.stop);

    // Without a data folder the bucket lives in a fresh temporary folder, removed when the cloud stops.
    const bucketDir = dataDir ? path.join(dataDir, 's3') : mkdtempSync(path.join(tmpdir(), 'tiffin-s3-'));
    if (!dataDir) stops.push(() => rmSync(bucketDir, { recursive: true, force: true }));
    const photos = await startPhotoStore({ port: ports.s3, host, directory: bucketDir, corsOrigins: webOrigins });
    stops.push(photos.stop);

    const apiUrl = `http://localhost:${ports.api}`;
    const keys = await localSigningKeys(dataDir);
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      TABLE_NAME: tableName,
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
      JWT_PUBLIC_JWK: keys.publicJwk,
      TOKEN_ISSUER: 'https://tiffin.local',
      TOKEN_AUDIENCE: 'tiffin-local',
      MAIL_FROM: 'Tiffin <no-reply@tiffin.local>',
      // The links in mails open the local web app.
      WEB_ORIGIN: webOrigins[0],
      JWT_PRIVATE_JWK: keys.privateJwk,
      // Page cursors are sealed with a key made per start (in AWS: a generated Secrets Manager secret).
      CURSOR_KEY: randomBytes(32).toString('base64url'),
      PUBLIC_API_URL: apiUrl,
      STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${ports.stripe}`,
      STRIPE_BROWSER_BASE: `http://localhost:${ports.stripe}`,
      S3_ENDPOINT: photos.endpoint,
      PHOTOS_BUCKET: photos.bucket,
      // A seller's imported picture is named by the bucket's address, as the web app reads an uploaded one.
      PHOTOS_URL: photos.publicUrl,
      // Locally (never deployed) an image address may name a loopback host: a local image server.
      PHOTO_IMPORT_ALLOW_LOOPBACK: '1',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // Metrics are CloudWatch's; locally they would only fill the terminal.
      POWERTOOLS_METRICS_DISABLED: 'true',
      // X-Ray is AWS's; locally there is no daemon to send segments to.
      POWERTOOLS_TRACE_ENABLED: 'false',
    });

    const seeded = await ensureTable(dynamo.endpoint, tableName);
    if (seeded) {
      // Imported only now: the data modules create their DynamoDB client from the environment set above.
      const { drawingsAt, seedItems, writeItems } = await import('./seed.ts');
      const images =
        seedPhotos === 'webp' ? (await import('./demo-photos/webp.ts')).seedPhotoAddress : drawingsAt(apiUrl);
      await writeItems(dynamo.endpoint, tableName, await seedItems(images));
    }

    const inbox = await startSesInbox(ports.ses, host);
    stops.push(closeServer(inbox));

    const payments = createStripeServer({
      webhookUrl: `http://127.0.0.1:${ports.api}/api/payment/webhook`,
      corsOrigins: webOrigins,
    });
    payments.server.listen(ports.stripe, host);
    await once(payments.server, 'listening');
    stops.push(closeServer(payments.server));

    const { createGateway } = await import('./gateway.ts');
    const api = await createGateway();
    api.listen(ports.api, host);
    await once(api, 'listening');
    stops.push(closeServer(api));

    const { createSocketServer, startStreamReader } = await import('./live.ts');
    const sockets = await createSocketServer();
    sockets.listen(ports.ws, host);
    await once(sockets, 'listening');
    stops.push(closeServer(sockets));
    // The live-updates publisher, and only it, is told where the connection management API is (its secret stage).
    process.env.SOCKET_CALLBACK_URL = `http://127.0.0.1:${ports.ws}${sockets.callbackPath}`;
    const stream = await startStreamReader(dynamo.endpoint, tableName);
    stops.push(stream.stop);
    const socketUrl = `ws://localhost:${ports.ws}`;

    return { apiUrl, socketUrl, dynamoEndpoint: dynamo.endpoint, tableName, photos, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
