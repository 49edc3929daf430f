import { Readable } from 'node:stream';
import { dynamo } from '#adapters/dynamo';

/**
 * What DynamoDB (or the network to it) does to a call instead of answering it:
 * - `provisioned`, `throttling`: 400 ProvisionedThroughputExceededException / ThrottlingException, nothing done;
 * - `server`: 500 InternalServerError, nothing done;
 * - `timeout`: no answer at all, nothing done (the socket times out).
 */
export type DynamoFaultKind = 'provisioned' | 'throttling' | 'server' | 'timeout';

const ANSWERS: Record<Exclude<DynamoFaultKind, 'timeout'>, { status: number; type: string }> = {
  provisioned: { status: 400, type: 'ProvisionedThroughputExceededException' },
  throttling: { status: 400, type: 'ThrottlingException' },
  server: { status: 500, type: 'InternalServerError' },
};

export interface DynamoFault {
  /** How many attempts met the fault so far. */
  met(): number;
  remove(): void;
}

let staged = 0;

/**
 * The next `times` attempts of an operation (`TransactWriteItems`, `GetItem`...) of the data layer meet the fault on
 * the wire, inside the SDK's retries: the SDK's own deserialiser reads the error answer and its retry strategy
 * decides, as it would against DynamoDB in AWS. Later attempts reach DynamoDB Local.
 */
export function dynamoFault(operation: string, kind: DynamoFaultKind, times: number): DynamoFault {
  const name = `dynamoFault${++staged}`;
  let met = 0;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== `${operation}Command` || met >= times) return next(args);
      met++;
      if (kind === 'timeout') {
        throw Object.assign(new Error(`${operation} timed out`), { name: 'TimeoutError', code: 'ETIMEDOUT' });
      }
      const { status, type } = ANSWERS[kind];
      const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: `${type} (staged)` });
      return {
        // An HTTP response as the SDK's request handler gives it.
        response: {
          statusCode: status,
          headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': name },
          body: Readable.from([Buffer.from(body)]),
        },
      };
    },
    // Below the deserialiser: what this answers is parsed as DynamoDB's own reply.
    { step: 'deserialize', name, priority: 'low' },
  );
  return { met: () => met, remove: () => void dynamo.middlewareStack.remove(name) };
}
