import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';

/**
 * The DynamoDB document client, made on first use and kept for the container's life. Lazy, so a
 * module that only builds items (the seed, the tests' fixtures) never needs the table's settings.
 */
let client: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  const endpoint = config.dynamoEndpoint;
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config.region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export const dynamo = {
  send: ((command: Parameters<DynamoDBDocumentClient['send']>[0]) =>
    documentClient().send(command)) as DynamoDBDocumentClient['send'],
};

/** The table's name (TABLE_NAME). */
export const tableName = () => config.tableName;
