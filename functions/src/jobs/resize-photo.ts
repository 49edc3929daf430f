import type { S3Event } from 'aws-lambda';
import { resizeUpload } from '#domain/photos/resize';
import { requireSettings } from '#platform/config';
import { sharpImages } from '#adapters/images';
import { logger } from '#platform/logger';
import { s3PhotoStore } from '#adapters/photos';
import { withTracing } from '#platform/tracer';

requireSettings('region', 'photosBucket');

/** The resize function: S3 calls it for each object created under `uploads/` (locally, s3rver's event does). */
async function handle(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    // S3 events carry the key URL-encoded, spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const outcome = await resizeUpload({ photos: s3PhotoStore, images: sharpImages }, key);
    logger.info('photo upload processed', { key, status: outcome.status });
  }
}

export const handler = withTracing('jobs/resize-photo', handle);
