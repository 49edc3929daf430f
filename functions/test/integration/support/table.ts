import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/** Direct table access for tests: to set up states (an expired code) and to prove what was stored. */
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
/** This worker's table (setup-env.ts). */
const TableName = process.env.TABLE_NAME!;

export async function getItem(Key: Record<string, string>) {
  return (await client.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
}

export async function putItem(Item: Record<string, unknown>) {
  await client.send(new PutCommand({ TableName, Item }));
}

/** Removes an item a test made, so tests that read the same partition see only the seed. */
export async function deleteItem(Key: Record<string, string>) {
  await client.send(new DeleteCommand({ TableName, Key }));
}

export async function setAttributes(Key: Record<string, string>, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await client.send(
    new UpdateCommand({
      TableName,
      Key,
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
    }),
  );
}

/** Every item of the test table (a Scan is fine here: it is the test's own small table). */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Adds to number attributes (DynamoDB ADD) and sets others, as the counter-keeping writes do. */
export async function addNumbers(
  Key: Record<string, string>,
  deltas: Record<string, number>,
  values: Record<string, unknown> = {},
) {
  const added = Object.keys(deltas);
  const set = Object.keys(values);
  await client.send(
    new UpdateCommand({
      TableName,
      Key,
      UpdateExpression: [
        set.length ? `SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '',
        `ADD ${added.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      ].join(' '),
      ExpressionAttributeNames: Object.fromEntries([
        ...set.map((name, i) => [`#s${i}`, name]),
        ...added.map((name, i) => [`#a${i}`, name]),
      ]),
      ExpressionAttributeValues: Object.fromEntries([
        ...set.map((name, i) => [`:s${i}`, values[name]]),
        ...added.map((name, i) => [`:a${i}`, deltas[name]]),
      ]),
    }),
  );
}
