import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { TestProject } from 'vitest/node';
import { freePort } from '@tiffin/local/cloud';
import { ensureTable, startDynamoDbLocal } from '@tiffin/local/dynamodb';
import { drawingsAt, seedItems, writeItems } from '@tiffin/local/seed';
import { startSesInbox } from '@tiffin/local/ses';
import { startPhotoStore } from '@tiffin/local/photos';
import { accountItem } from '#data/accounts';
import { READY_ADMIN_ID } from './support/accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    /** Each worker has a table of its own, `<tablePrefix>-<VITEST_POOL_ID>` (support/table.ts `testTable`). */
    tablePrefix: string;
    jwtPublicJwk: string;
    jwtPrivateJwk: string;
    sesEndpoint: string;
    s3Endpoint: string;
    photosBucket: string;
  }
}

/**
 * One in-memory DynamoDB Local holding one table per worker (each with the demo marketplace), one SES inbox and one
 * photos bucket for the run. Files run side by side, one per worker; a worker's files run one after another on its
 * own table, so no file sees another file's writes at the same time.
 */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const tablePrefix = 'tiffin-test';
  const workers = project.globalConfig.maxWorkers || availableParallelism();
  const seed = [
    ...(await seedItems(drawingsAt('http://localhost:3000'))),
    // An admin past the first-login password change, for tests that need a working admin token.
    accountItem({
      id: READY_ADMIN_ID,
      role: 'admin',
      username: 'Ready Admin',
      email: 'ready.admin@tiffin.local',
      phoneno: '9000000009',
      passwordHash: 'scrypt$unused',
      verified: true,
      isFirstLogin: false,
      createdAt: new Date().toISOString(),
    }),
  ];
  await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const tableName = `${tablePrefix}-${i + 1}`;
      await ensureTable(dynamo.endpoint, tableName);
      await writeItems(dynamo.endpoint, tableName, seed);
    }),
  );
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tablePrefix', tablePrefix);
  project.provide('jwtPublicJwk', JSON.stringify(await exportJWK(publicKey)));
  project.provide('jwtPrivateJwk', JSON.stringify(await exportJWK(privateKey)));
  const sesPort = await freePort();
  const inbox = await startSesInbox(sesPort);
  project.provide('sesEndpoint', `http://127.0.0.1:${sesPort}`);
  // The photos bucket (s3rver, running the resize step on each upload) in a folder removed at the end.
  const bucketDir = mkdtempSync(path.join(tmpdir(), 'tiffin-test-s3-'));
  const photos = await startPhotoStore({
    port: await freePort(),
    host: '127.0.0.1',
    directory: bucketDir,
    corsOrigins: ['*'],
  });
  project.provide('s3Endpoint', photos.endpoint);
  project.provide('photosBucket', photos.bucket);
  return async () => {
    await photos.stop();
    rmSync(bucketDir, { recursive: true, force: true });
    inbox.close();
    await dynamo.stop();
  };
}
