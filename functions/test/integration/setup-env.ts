import { inject } from 'vitest';

// Handlers read their configuration at import time, as in Lambda; this runs before any test imports them.
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  TABLE_NAME: inject('tableName'),
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  JWT_PUBLIC_JWK: inject('jwtPublicJwk'),
  JWT_PRIVATE_JWK: inject('jwtPrivateJwk'),
  SES_ENDPOINT: inject('sesEndpoint'),
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
