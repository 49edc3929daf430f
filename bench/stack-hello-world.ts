// The cold-init bench's baseline "stack hello world": the stack every Tiffin function stands on and
// nothing of Tiffin's own. Middy core, Powertools Logger and Tracer (the SDK client captured), and the official
// DynamoDBDocumentClient doing one GetItem against the bench's DynamoDB Local; bundled by bench/bundles.ts with the
// functions' own options (infra/lib/function-bundle.ts).
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Logger } from '@aws-lambda-powertools/logger';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';

const logger = new Logger({ serviceName: 'stack-hello-world' });
const tracer = new Tracer({ serviceName: 'stack-hello-world' });
const endpoint = process.env.DYNAMODB_ENDPOINT;
const documents = DynamoDBDocumentClient.from(
  tracer.captureAWSv3Client(new DynamoDBClient(endpoint ? { endpoint } : {})),
);

export const handler = middy(async () => {
  const { Item } = await documents.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: 'HELLO#world', SK: 'HELLO' } }),
  );
  logger.info('hello world', { found: Item !== undefined });
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hello: 'world' }) };
})
  .use(captureLambdaHandler(tracer))
  .use(injectLambdaContext(logger));
