import { createS3PhotoStore } from '#adapters/photos';

/** The run's photos bucket (s3rver), read and written as the functions do. */
export const testBucket = () =>
  createS3PhotoStore(() => ({
    region: 'ap-south-1',
    bucket: process.env.PHOTOS_BUCKET!,
    endpoint: process.env.S3_ENDPOINT,
  }));
