import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '#platform/config';
import { traced } from '#platform/tracer';

export {
  ConditionalCheckFailedException,
  DynamoDBServiceException as DynamoDBError,
  TransactionCanceledException,
  TransactionInProgressException,
} from '@aws-sdk/client-dynamodb';
export {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/**
 * DynamoDB for the data layer: AWS's `DynamoDBDocumentClient` (lib-dynamodb over client-dynamodb), one per container.
 * Plain JavaScript values go in and come out (undefined values left out).
 * - Retries: the SDK's standard mode (3 attempts, its own backoff for throttling, transient and 5xx errors, the
 *   retry quota). A retry is the same serialised request, so a TransactWriteItems keeps its ClientRequestToken and
 *   one applied before its reply was lost answers success instead of applying again.
 * - Time: a connection gets 1 s and an attempt 2 s, so three attempts and their backoff end well inside a route's
 *   10 s timeout instead of hanging on a dead socket.
 * - Locally (`DYNAMODB_ENDPOINT`: DynamoDB Local under `npm start` and the tests) the endpoint and the dummy
 *   credentials DynamoDB Local takes come from config; in AWS the function's role, through the SDK's own chain.
 */
function documentClient(): DynamoDBDocumentClient {
  const local = config.dynamoEndpoint;
  const base = new DynamoDBClient({
    region: config.region,
    retryMode: 'standard',
    maxAttempts: 3,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: 1_000,
      requestTimeout: 2_000,
      throwOnRequestTimeout: true,
    }),
    ...(local ? { endpoint: local, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(traced(base), { marshallOptions: { removeUndefinedValues: true } });
}

/**
 * The container's one client, made on the first call (the item builders of the data modules are also imported where
 * no table is configured: the local seed, the tests' setup); `send` and `middlewareStack` are the SDK's own.
 */
let client: DynamoDBDocumentClient | undefined;
const theClient = () => (client ??= documentClient());
export const dynamo = {
  send: ((command: Parameters<DynamoDBDocumentClient['send']>[0]) =>
    theClient().send(command)) as DynamoDBDocumentClient['send'],
  get middlewareStack() {
    return theClient().middlewareStack;
  },
};

/** One DynamoDB call as a wrapper sees it: the operation's name (`GetItem`, `Query`...) and its plain input. */
export type Send = (operation: string, input: Record<string, unknown>) => Promise<Record<string, unknown>>;
type Wrapper = (next: Send) => Send;

let wrappers = 0;
/**
 * Sees each call of the data layer and its answer, with plain values (the bench's read counter, tests that count
 * calls); a wrapper may change the input or throw instead of calling DynamoDB. It sits outside the SDK's retries
 * (one call, however many attempts). Returns its removal.
 */
export function wrapDynamo(wrapper: Wrapper): () => void {
  const name = `tiffinWrapper${++wrappers}`;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = (context.commandName ?? '').replace(/Command$/, '');
      let answered: Awaited<ReturnType<typeof next>> | undefined;
      const output = await wrapper(async (_operation, input) => {
        answered = await next({ ...args, input });
        return answered.output as Record<string, unknown>;
      })(operation, args.input as Record<string, unknown>);
      return { response: answered?.response, output: output as never };
    },
    { step: 'initialize', name },
  );
  return () => {
    dynamo.middlewareStack.remove(name);
  };
}

/** The table's name (TABLE_NAME). */
export const tableName = () => config.tableName;
