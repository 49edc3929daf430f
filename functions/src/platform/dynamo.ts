import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';

/** Created once per module (once per Lambda container), outside the handler. */
const endpoint = config.dynamoEndpoint;
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: config.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = config.tableName;
