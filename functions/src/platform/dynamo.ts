import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as Document from '@aws-sdk/lib-dynamodb';
import type * as Marshalling from '@aws-sdk/util-dynamodb';
import { config } from './config.ts';
import { sendJson, type JsonAnswer } from './dynamo-http.ts';

/**
 * DynamoDB for the data layer: the document-client commands every data module uses (plain JavaScript values in,
 * plain values out), sent over DynamoDB's JSON protocol by a client this small:
 * - items are (un)marshalled by AWS's own `@aws-sdk/util-dynamodb`, as lib-dynamodb does (undefined left out);
 * - requests are signed (SigV4) by `aws4` with the function's credentials, over one keep-alive connection;
 * - throttling, 5xx answers and dropped connections are retried (3 attempts, jittered backoff), as the SDK does;
 * - DynamoDB's errors keep their names: a failed condition is a `ConditionalCheckFailedException`, a refused
 *   transaction a `TransactionCanceledException` with its `CancellationReasons`.
 * Why not SDK v3's DynamoDBClient: loading it and its first call cost ~130 ms of every cold start, over twice
 * Node's own start (measured in `npm run bench`); this costs a few ms. The commands keep lib-dynamodb's names and
 * types, so a data module reads the same either way.
 */

type Item = Record<string, unknown>;
type Wire = Record<string, unknown>;

/** `@aws-sdk/util-dynamodb` is CommonJS and in the Lambda runtime: loaded with `require`, on the first call. */
let marshalling: typeof Marshalling | undefined;
const util = () => (marshalling ??= createRequire(import.meta.url)('@aws-sdk/util-dynamodb') as typeof Marshalling);

/** A command: DynamoDB's operation name and the document-client input; `Output` types the answer. */
abstract class Command<Input extends object, Output> {
  declare readonly output: Output;
  abstract readonly operation: string;
  constructor(readonly input: Input) {}
}

type Answer<T> = Omit<T, '$metadata'>;
export class GetCommand extends Command<Document.GetCommandInput, Answer<Document.GetCommandOutput>> {
  readonly operation = 'GetItem';
}
export class PutCommand extends Command<Document.PutCommandInput, Answer<Document.PutCommandOutput>> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends Command<Document.UpdateCommandInput, Answer<Document.UpdateCommandOutput>> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends Command<Document.DeleteCommandInput, Answer<Document.DeleteCommandOutput>> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends Command<Document.QueryCommandInput, Answer<Document.QueryCommandOutput>> {
  readonly operation = 'Query';
}
export class BatchGetCommand extends Command<Document.BatchGetCommandInput, Answer<Document.BatchGetCommandOutput>> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends Command<
  Document.BatchWriteCommandInput,
  Answer<Document.BatchWriteCommandOutput>
> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends Command<
  Document.TransactWriteCommandInput,
  Answer<Document.TransactWriteCommandOutput>
> {
  readonly operation = 'TransactWriteItems';
}

/** Any error DynamoDB answered: its name is DynamoDB's error type (`ValidationException`, ...). */
export class DynamoDBError extends Error {
  constructor(
    name: string,
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = name;
  }
}
export class ConditionalCheckFailedException extends DynamoDBError {
  /** The item as it was, when the request asked for it (ReturnValuesOnConditionCheckFailure). */
  Item?: Item;
}
export class TransactionCanceledException extends DynamoDBError {
  /** One reason per item of the transaction, in order: `None`, `ConditionalCheckFailed`, `TransactionConflict`... */
  CancellationReasons?: { Code?: string; Message?: string; Item?: Item }[];
}

/** Attributes that hold one item (marshalled whole), and those that hold a list of items. */
const ITEM = new Set([
  'Item',
  'Key',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'LastEvaluatedKey',
  'Attributes',
]);
const ITEMS = new Set(['Items', 'Keys']);

/** Converts every item found in a request or an answer (also inside transactions, batches and their tables). */
function convert(value: unknown, item: (value: Item) => Item, key?: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (key !== undefined && ITEM.has(key)) return item(value as Item);
  if (key !== undefined && ITEMS.has(key)) return (value as Item[]).map(item);
  if (Array.isArray(value)) return value.map((entry) => convert(entry, item));
  const converted: Wire = {};
  for (const [name, entry] of Object.entries(value)) {
    // BatchGetItem answers its items under Responses.<table>.
    converted[name] = key === 'Responses' ? (entry as Item[]).map(item) : convert(entry, item, name);
  }
  return converted;
}

const toWire = (input: object) =>
  convert(input, (item) => util().marshall(item, { removeUndefinedValues: true }) as Item) as Wire;
const fromWire = (answer: Wire) => convert(answer, (item) => util().unmarshall(item as never)) as Wire;

const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
]);
const MAX_ATTEMPTS = 3;

function errorOf({ status, body }: JsonAnswer): DynamoDBError {
  const name =
    String(body.__type ?? '')
      .split('#')
      .pop() || `HTTP${status}`;
  const message = String(body.message ?? body.Message ?? name);
  if (name === 'ConditionalCheckFailedException') {
    return Object.assign(new ConditionalCheckFailedException(name, message, status), fromWire({ Item: body.Item }));
  }
  if (name === 'TransactionCanceledException') {
    const reasons = fromWire({ CancellationReasons: body.CancellationReasons }).CancellationReasons;
    return Object.assign(new TransactionCanceledException(name, message, status), { CancellationReasons: reasons });
  }
  return new DynamoDBError(name, message, status);
}

/** Sees each call and its answer (the bench's read counter); a wrapper may add to the input. Returns its removal. */
export type Send = (operation: string, input: Wire) => Promise<Wire>;
type Wrapper = (next: Send) => Send;
let wrappers: Wrapper[] = [];
/** `call` inside every wrapper, composed when a wrapper comes or goes, not on each call. */
let send: Send = (operation, input) => call(operation, input);
export function wrapDynamo(wrapper: Wrapper): () => void {
  const compose = () => {
    send = wrappers.reduce<Send>((next, wrap) => wrap(next), call);
  };
  wrappers.push(wrapper);
  compose();
  return () => {
    wrappers = wrappers.filter((other) => other !== wrapper);
    compose();
  };
}

/** DynamoDB's address, parsed once: DynamoDB Local under `npm start` and the tests, else the region's endpoint. */
let endpointUrl: URL | undefined;
const endpoint = () =>
  (endpointUrl ??= new URL(config.dynamoEndpoint ?? `https://dynamodb.${config.region}.amazonaws.com`));
/** Lambda's credentials (its role's session); DynamoDB Local takes any, so `npm start` needs none. */
const credentials = () =>
  process.env.AWS_ACCESS_KEY_ID
    ? {
        accessKeyId: process.env.AWS_ACCESS_KEY_ID,
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY,
        sessionToken: process.env.AWS_SESSION_TOKEN,
      }
    : { accessKeyId: 'local', secretAccessKey: 'local' };

const call: Send = async (operation, input) => {
  // Marshalled once; a retry sends the same body (signed again, for its own date).
  const body = JSON.stringify(toWire(input));
  for (let attempt = 1; ; attempt++) {
    const answer = await sendJson(endpoint(), config.region, credentials(), operation, body).catch((error: unknown) => {
      if (attempt >= MAX_ATTEMPTS) throw error;
      return undefined; // the connection dropped: try again
    });
    if (answer?.status === 200) return fromWire(answer.body);
    if (answer) {
      const error = errorOf(answer);
      if (attempt >= MAX_ATTEMPTS || !(answer.status >= 500 || RETRYABLE.has(error.name))) throw error;
    }
    await sleep(Math.random() * 50 * 2 ** attempt);
  }
};

export const dynamo = {
  send<Output>(command: Command<object, Output>): Promise<Output> {
    return send(command.operation, command.input as Wire) as Promise<Output>;
  },
};

/** The table's name (TABLE_NAME). */
export const tableName = () => config.tableName;
