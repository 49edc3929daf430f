import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as OperationsModule from '../../../src/data/operations.ts';
import type * as DynamoModule from '../../../src/adapters/dynamo.ts';

/**
 * The data layer's DynamoDB client (the SDK's document client as adapters/dynamo.ts configures it) and the
 * transaction policy on top (data/operations.ts), against a stand-in for DynamoDB's JSON endpoint: throttling,
 * dropped connections and silent sockets are what DynamoDB Local cannot produce. (Every item operation runs against
 * the real DynamoDB Local in the integration tests.)
 */

interface Seen {
  target: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type Reply = { status: number; body: unknown } | 'hang up' | 'silence';

const seen: Seen[] = [];
let replies: Reply[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    seen.push({ target: String(request.headers['x-amz-target']), headers: request.headers, body: JSON.parse(text) });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'hang up') return request.socket.destroy();
    if (reply === 'silence') return;
    response.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(reply.body));
  });
});

const throttled = {
  status: 400,
  body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' },
};

const inProgress = {
  status: 400,
  body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionInProgressException', message: 'in progress' },
};

let client: typeof DynamoModule;
let operations: typeof OperationsModule;
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
  client = await import('../../../src/adapters/dynamo.ts');
  operations = await import('../../../src/data/operations.ts');
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  replies = [];
});

describe('the data layer’s DynamoDB client', () => {
  it('locally signs with the dummy credentials of its settings, never with whatever the environment holds', async () => {
    const { dynamo, GetCommand } = client;
    await dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1', SK: 'profile' } }));
    const { headers, target } = seen[0]!;
    expect(target).toBe('DynamoDB_20120810.GetItem');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/ap-south-1\/dynamodb\/aws4_request, SignedHeaders=.*x-amz-target.*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBeUndefined();
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
    expect(page).toMatchObject({ Items: [{ PK: 'food-1', price: 12_050 }], LastEvaluatedKey: { PK: 'food-1' } });
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
    const output = await dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1' } }));
    expect(output.Item).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('an attempt whose answer never comes is abandoned within seconds and tried again', async () => {
    const { dynamo, GetCommand } = client;
    replies = ['silence', { status: 200, body: { Item: { PK: { S: 'user-1' } } } }];
    const started = Date.now();
    const output = await dynamo.send(new GetCommand({ TableName: 'tiffin', Key: { PK: 'user-1' } }));
    expect(output.Item).toEqual({ PK: 'user-1' });
    expect(seen).toHaveLength(2);
    // Well inside a route's 10 s timeout.
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 10_000);

  it('a transaction carries a request token, and its retry after a dropped connection carries the same one', async () => {
    replies = ['hang up', { status: 200, body: {} }];
    await expect(
      operations.transact([{ Put: { TableName: 'tiffin', Item: { PK: 'order-1', SK: 'order' } } }]),
    ).resolves.toEqual({ written: true });
    expect(seen).toHaveLength(2);
    const tokens = seen.map(({ body }) => body.ClientRequestToken);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });

  it('a transaction still in progress under its token is waited for with the same token', async () => {
    replies = [inProgress, { status: 200, body: {} }];
    await expect(
      operations.transact([{ Put: { TableName: 'tiffin', Item: { PK: 'order-1', SK: 'order' } } }]),
    ).resolves.toEqual({ written: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.body.ClientRequestToken).toBe(seen[0]!.body.ClientRequestToken);
  });

  it('a transaction cancelled by a conflict is tried again as a new write, under a new token', async () => {
    const conflict = {
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'TransactionConflict' }],
      },
    };
    replies = [conflict, { status: 200, body: {} }];
    await expect(
      operations.transact([{ Put: { TableName: 'tiffin', Item: { PK: 'order-1', SK: 'order' } } }]),
    ).resolves.toEqual({ written: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.body.ClientRequestToken).not.toBe(seen[0]!.body.ClientRequestToken);
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
    expect(
      (error as InstanceType<typeof TransactionCanceledException>).CancellationReasons?.map(({ Code }) => Code),
    ).toEqual(['None', 'ConditionalCheckFailed']);
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
