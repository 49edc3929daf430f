import { dynamo } from '#adapters/dynamo';

/** What happened to the DynamoDB calls a lost reply was staged for. */
export interface LostReply {
  /** The ClientRequestToken each attempt carried, in order, from the request as it went on the wire. */
  tokens: (string | undefined)[];
  /** Whether a reply was dropped yet. */
  dropped: boolean;
  /** Takes the staging away. */
  remove(): void;
}

let staged = 0;

/**
 * Lets the next TransactWriteItems of the data layer reach DynamoDB Local and be applied, then drops its reply as a
 * network timeout would: the SDK sees a TimeoutError after the write happened, as when a Lambda's connection dies
 * between DynamoDB's commit and its answer. It sits inside the SDK's retries (the deserialize step), so each attempt
 * passes through it and the SDK tries again as it would in AWS.
 */
export function loseNextTransactionReply(): LostReply {
  const name = `loseTransactionReply${++staged}`;
  const lost: LostReply = {
    tokens: [],
    dropped: false,
    remove: () => void dynamo.middlewareStack.remove(name),
  };
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      const { body: raw } = args.request as { body?: unknown };
      // The serialised request: a string or bytes, as the SDK's serialiser made it.
      const text = raw instanceof Uint8Array ? Buffer.from(raw).toString('utf8') : String(raw ?? '{}');
      const body = JSON.parse(text) as Record<string, unknown>;
      lost.tokens.push(body.ClientRequestToken as string | undefined);
      const answer = await next(args);
      if (lost.dropped) return answer;
      lost.dropped = true;
      throw Object.assign(new Error('The reply of TransactWriteItems never arrived'), {
        name: 'TimeoutError',
        code: 'ETIMEDOUT',
      });
    },
    { step: 'deserialize', name, priority: 'high' },
  );
  return lost;
}
