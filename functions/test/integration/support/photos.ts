import { randomUUID } from 'node:crypto';
import { createS3PhotoStore } from '#adapters/photos';

/** The run's photos bucket (s3rver), read and written as the functions do. */
export const testBucket = () =>
  createS3PhotoStore(() => ({
    region: 'ap-south-1',
    bucket: process.env.PHOTOS_BUCKET!,
    endpoint: process.env.S3_ENDPOINT,
  }));

/** The address of one of Tiffin's own photos (a WebP version under /photos/): stored as it is, never fetched. */
export const tiffinPhoto = (sellerId = 'u-test') =>
  `${process.env.PHOTOS_URL}/photos/${sellerId}/${randomUUID()}-640.webp`;
