import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { S3Event } from 'aws-lambda';
import { photoGuard } from './photo-guard.ts';

/**
 * The photos bucket on a laptop: s3rver (npm `@20minutes/s3rver`), an S3-compatible server, answering CORS for the
 * local web app's origin as the cloud's bucket does for the storefront's, and on each object created under `uploads/`
 * the SAME resize step the cloud's resize function runs.
 */
interface S3rverLike {
  /** Koa's middleware list (s3rver is a Koa app): the guard goes first. */
  middleware: unknown[];
  run(): Promise<Server>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3Event) => void): void;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverLike;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export const PHOTOS_BUCKET = 'tiffin-photos';

export interface PhotoStoreOptions {
  port: number;
  host: string;
  /** Where the objects live (kept between runs). */
  directory: string;
  /** The origins the browser posts uploads from (the local web app's). */
  corsOrigins: readonly string[];
}

export interface LocalPhotoStore {
  /** What the functions read as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** Where the browser fetches a public path (`/photos/...`) from: the bucket's address, path style. */
  publicUrl: string;
  /** Resolves when every resize started so far has finished (tests wait for it). */
  settled: () => Promise<void>;
  stop: () => Promise<void>;
}

const corsXml = (origins: readonly string[]) =>
  `<CORSConfiguration>${origins
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod>` +
        `<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>`,
    )
    .join('')}</CORSConfiguration>`;

export async function startPhotoStore({
  port,
  host,
  directory,
  corsOrigins,
}: PhotoStoreOptions): Promise<LocalPhotoStore> {
  mkdirSync(directory, { recursive: true });
  const endpoint = `http://localhost:${port}`;
  const server = new S3rver({
    port,
    address: host,
    directory,
    silent: true,
    configureBuckets: [{ name: PHOTOS_BUCKET, configs: [corsXml(corsOrigins)] }],
  });
  // Before s3rver's own routes: what S3 and CloudFront refuse is refused here too (photo-guard.ts).
  server.middleware.unshift(photoGuard(PHOTOS_BUCKET));
  // Imported here: the resize step loads sharp, which only the photo store needs.
  const { resizeUpload } = await import('@tiffin/functions/domain/photos/resize');
  const { sharpImages } = await import('@tiffin/functions/adapters/images');
  const { createS3PhotoStore } = await import('@tiffin/functions/adapters/photos');
  const photos = createS3PhotoStore(() => ({ region: 'ap-south-1', bucket: PHOTOS_BUCKET, endpoint }));
  // One resize at a time, as a laptop has few cores; the chain is what `settled` waits for.
  let queue: Promise<void> = Promise.resolve();
  server.on('event', (event) => {
    for (const record of event.Records) {
      const key = record.s3.object.key;
      if (!record.eventName.startsWith('ObjectCreated')) continue;
      // s3rver ignores a presigned POST's policy; S3 would refuse a form whose key is not the one it names, which is
      // always under uploads/. So a POST anywhere else is removed here (the resize step writes with PUT).
      if (record.eventName === 'ObjectCreated:Post' && !key.startsWith('uploads/')) {
        queue = queue.then(() => photos.remove(key)).catch(() => undefined);
        continue;
      }
      if (!key.startsWith('uploads/')) continue;
      queue = queue
        .then(() => resizeUpload({ photos, images: sharpImages }, key))
        .then(
          () => undefined,
          (error: unknown) => console.error('[photos] resize failed:', (error as Error).message),
        );
    }
  });
  await server.run();
  return {
    endpoint,
    bucket: PHOTOS_BUCKET,
    publicUrl: `${endpoint}/${PHOTOS_BUCKET}`,
    settled: async () => {
      let seen: Promise<void>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },
    stop: () => server.close(),
  };
}
