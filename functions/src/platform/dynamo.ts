import { createRequire } from 'node:module';
import type * as DynamoDBModule from '@aws-sdk/client-dynamodb';
import type * as DocumentModule from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient as DocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';

/**
 * The AWS SDK is left out of the bundles (the Lambda runtime has it) and is CommonJS: it is loaded with `require`,
 * never a static ESM `import`, for which Node first scans each package's source for its export names
 * (cjs-module-lexer): measured on client-dynamodb and lib-dynamodb, ~110 ms of CPU more per cold start.
 * Every data module takes its commands from here.
 */
const load = createRequire(import.meta.url);
const { DynamoDBClient, ConditionalCheckFailedException, TransactionCanceledException } = load(
  '@aws-sdk/client-dynamodb',
) as typeof DynamoDBModule;
export const {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} = load('@aws-sdk/lib-dynamodb') as typeof DocumentModule;
export { ConditionalCheckFailedException, TransactionCanceledException };

/**
 * The DynamoDB document client, made on first use and kept for the container's life. Lazy, so a
 * module that only builds items (the seed, the tests' fixtures) never needs the table's settings.
 */
let client: DocumentClient | undefined;

export function documentClient(): DocumentClient {
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
  send: ((command: Parameters<DocumentClient['send']>[0]) => documentClient().send(command)) as DocumentClient['send'],
};

/** The table's name (TABLE_NAME). */
export const tableName = () => config.tableName;
