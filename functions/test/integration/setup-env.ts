import { inject } from 'vitest';

// Handlers read their configuration at import time, as in Lambda; this runs before any test imports them.
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  // This worker's own table (global-setup.ts makes one per worker); tests read it back from TABLE_NAME too.
  TABLE_NAME: `${inject('tablePrefix')}-${process.env.VITEST_POOL_ID ?? 1}`,
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  JWT_PUBLIC_JWK: inject('jwtPublicJwk'),
  JWT_PRIVATE_JWK: inject('jwtPrivateJwk'),
  TOKEN_ISSUER: 'https://tiffin.local',
  TOKEN_AUDIENCE: 'tiffin-test',
  MAIL_FROM: 'Tiffin <no-reply@tiffin.local>',
  WEB_ORIGIN: 'https://tiffin.local',
  SES_ENDPOINT: inject('sesEndpoint'),
  S3_ENDPOINT: inject('s3Endpoint'),
  PHOTOS_BUCKET: inject('photosBucket'),
  // Where a photo's public path is read from (s3rver's bucket, path style), as the local cloud sets it.
  PHOTOS_URL: `${inject('s3Endpoint')}/${inject('photosBucket')}`,
  // The import tests serve their pictures from a loopback server (never set in a deployed function).
  PHOTO_IMPORT_ALLOW_LOOPBACK: '1',
  // Page cursors are sealed with this key (in AWS: a generated Secrets Manager secret).
  CURSOR_KEY: 'tiffin-test-cursor-key',
  // Checkout tests start their own local Stripe and point STRIPE_API_BASE at it.
  STRIPE_SECRET_KEY: 'sk_test_tiffin_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tiffin_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_tiffin_local',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
  // The whole suite signs in from one address; the abuse-limit tests run at the real limits.
  RATE_LIMIT_MULTIPLIER: '1000',
  POWERTOOLS_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
});
