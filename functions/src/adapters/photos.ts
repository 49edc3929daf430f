import { createRequire } from 'node:module';
import type * as S3Module from '@aws-sdk/client-s3';
import type * as PresignedPostModule from '@aws-sdk/s3-presigned-post';
import type { PhotoStore } from '#domain/ports';
import { config } from '#platform/config';
import { traced } from '#platform/tracer';

/**
 * The photos bucket (S3; locally s3rver). The SDK is loaded with `require` on first use, so a function that never
 * touches a photo never loads it; its client is captured by the Tracer. Locally S3_ENDPOINT points at s3rver.
 */
const load = createRequire(import.meta.url);
const s3Sdk = () => load('@aws-sdk/client-s3') as typeof S3Module;

export interface PhotoBucket {
  region: string;
  bucket: string;
  /** Locally: s3rver's address. */
  endpoint?: string | undefined;
}

const missing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return (
    name === 'NotFound' ||
    name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
};

/** The PhotoStore port over a photos bucket; its client is made on first use. */
export function createS3PhotoStore(settings: () => PhotoBucket): PhotoStore {
  let s3: S3Module.S3Client | undefined;
  const client = () => {
    const { region, endpoint } = settings();
    s3 ??= traced(
      new (s3Sdk().S3Client)({
        region,
        ...(endpoint
          ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
          : {}),
      }),
    );
    return s3;
  };
  const bucket = () => settings().bucket;
  return {
    async uploadForm({ key, contentType, maxBytes, expiresSeconds }) {
      const { createPresignedPost } = load('@aws-sdk/s3-presigned-post') as typeof PresignedPostModule;
      const { url, fields } = await createPresignedPost(client(), {
        Bucket: bucket(),
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresSeconds,
      });
      return { url, fields };
    },
    async read(key) {
      try {
        const answer = await client().send(new (s3Sdk().GetObjectCommand)({ Bucket: bucket(), Key: key }));
        const bytes = await answer.Body!.transformToByteArray();
        return { bytes: Buffer.from(bytes), contentType: answer.ContentType ?? '' };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client().send(new (s3Sdk().HeadObjectCommand)({ Bucket: bucket(), Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await client().send(
        new (s3Sdk().PutObjectCommand)({
          Bucket: bucket(),
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // A photo's key never changes content: browsers and CloudFront keep it for a year.
          ...(contentType === 'image/webp' ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
        }),
      );
    },
    async remove(key) {
      await client().send(new (s3Sdk().DeleteObjectCommand)({ Bucket: bucket(), Key: key }));
    },
  };
}

/** The function's own photos bucket, from its settings. */
export const s3PhotoStore = createS3PhotoStore(() => ({
  region: config.region,
  bucket: config.photosBucket,
  endpoint: config.s3Endpoint,
}));
