import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as DynamoModule from '../../../src/platform/dynamo.ts';

/**
 * The data layer's DynamoDB client, against a stand-in for DynamoDB's JSON endpoint: throttling, dropped
 * connections and Lambda's session credentials are what DynamoDB Local cannot produce. (Every item operation
 * runs against the real DynamoDB Local in the integration tests.)
 */

interface Seen {
  target: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type Reply = { status: number; body: unknown } | 'hang up';

const seen: Seen[] = [];
let replies: Reply[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    seen.push({ target: String(request.headers['x-amz-target']), headers: request.headers, body: JSON.parse(text) });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'hang up') return request.socket.destroy();
    response.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(reply.body));
  });
});

const throttled = {
  status: 400,
  body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' },
};

let client: typeof DynamoModule;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'ap-south-1',
    TABLE_NAME: 'tiffin',
    AWS_ACCESS_KEY_ID: 'ASIAEXAMPLEKEY',
    AWS_SECRET_ACCESS_KEY: 'example-secret',
    AWS_SESSION_TOKEN: 'example-session-token',
  });
  client = await import('../../../src/platform/dynamo.ts');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  replies = [];
});

describe('the data layer’s DynamoDB client', () => {
  it('signs each call with the function’s own credentials, session token included', async () => {
    const { dynamo, GetCommand } = client;
    await dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1', SK: 'profile' } }));
    const { headers, target } = seen[0]!;
    expect(target).toBe('DynamoDB_20120810.GetItem');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLEKEY\/\d{8}\/ap-south-1\/dynamodb\/aws4_request, SignedHeaders=.*x-amz-security-token.*x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('example-session-token');
  });

  it('sends plain values as DynamoDB attributes, leaving undefined ones out, and answers plain values', async () => {
    const { dynamo, PutCommand, QueryCommand } = client;
    await dynamo.send(
      new PutCommand({
        TableName: 'tiffin',
        Item: { PK: 'food-1', price: 12_050, tags: ['veg'], note: undefined, hours: { mon: null } },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    expect(seen[0]!.body.Item).toEqual({
      PK: { S: 'food-1' },
      price: { N: '12050' },
      tags: { L: [{ S: 'veg' }] },
      hours: { M: { mon: { NULL: true } } },
    });

    replies = [
      {
        status: 200,
        body: { Items: [{ PK: { S: 'food-1' }, price: { N: '12050' } }], LastEvaluatedKey: { PK: { S: 'food-1' } } },
      },
    ];
    const page = await dynamo.send(
      new QueryCommand({
        TableName: 'tiffin',
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'food-1' },
        ExclusiveStartKey: { PK: 'food-0' },
      }),
    );
    expect(seen[1]!.body).toMatchObject({
      ExpressionAttributeValues: { ':pk': { S: 'food-1' } },
      ExclusiveStartKey: { PK: { S: 'food-0' } },
    });
    expect(page).toEqual({ Items: [{ PK: 'food-1', price: 12_050 }], LastEvaluatedKey: { PK: 'food-1' } });
  });

  it('a throttled call is tried again and its answer still arrives', async () => {
    const { dynamo, GetCommand } = client;
    replies = [throttled, { status: 503, body: {} }, { status: 200, body: { Item: { PK: { S: 'user-1' } } } }];
    const output = await dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1' } }));
    expect(output.Item).toEqual({ PK: 'user-1' });
    expect(seen).toHaveLength(3);
  });

  it('a dropped connection is tried again', async () => {
    const { dynamo, GetCommand } = client;
    replies = ['hang up', { status: 200, body: {} }];
    await expect(dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1' } }))).resolves.toEqual({});
    expect(seen).toHaveLength(2);
  });

  it('a call DynamoDB keeps throttling fails after three attempts, named as DynamoDB named it', async () => {
    const { dynamo, GetCommand } = client;
    replies = [throttled, throttled, throttled, throttled];
    await expect(dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1' } }))).rejects.toMatchObject({
      name: 'ProvisionedThroughputExceededException',
      message: 'slow down',
    });
    expect(seen).toHaveLength(3);
  });

  it('a failed condition is a ConditionalCheckFailedException at once, never tried again', async () => {
    const { dynamo, UpdateCommand, ConditionalCheckFailedException } = client;
    replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      },
    ];
    const update = dynamo.send(
      new UpdateCommand({
        TableName: 'tiffin',
        Key: { PK: 'food-1' },
        UpdateExpression: 'SET stock = stock - :one',
        ConditionExpression: 'stock >= :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    await expect(update).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(seen).toHaveLength(1);
  });

  it('a cancelled transaction gives each item’s reason, in order', async () => {
    const { dynamo, TransactWriteCommand, TransactionCanceledException } = client;
    replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          message: 'Transaction cancelled',
          CancellationReasons: [
            { Code: 'None' },
            { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: { stock: { N: '0' } } },
          ],
        },
      },
    ];
    const error = await dynamo
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: 'tiffin', Item: { PK: 'order-1' } } },
            {
              Update: {
                TableName: 'tiffin',
                Key: { PK: 'food-1' },
                UpdateExpression: 'SET stock = :s',
                ExpressionAttributeValues: { ':s': 0 },
              },
            },
          ],
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as InstanceType<typeof TransactionCanceledException>).CancellationReasons).toEqual([
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: { stock: 0 } },
    ]);
    expect(seen[0]!.body.TransactItems).toEqual([
      { Put: { TableName: 'tiffin', Item: { PK: { S: 'order-1' } } } },
      {
        Update: {
          TableName: 'tiffin',
          Key: { PK: { S: 'food-1' } },
          UpdateExpression: 'SET stock = :s',
          ExpressionAttributeValues: { ':s': { N: '0' } },
        },
      },
    ]);
  });
});
