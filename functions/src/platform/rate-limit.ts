import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo, tableName } from './dynamo.ts';
import { TooManyRequests } from './errors.ts';

export interface RateLimit {
  /** Counted per client IP address or per email in the body. */
  by: 'ip' | 'email';
  max: number;
  windowSeconds: number;
}

/** Tests raise the limits (a whole suite signs in from one address); the limits' own tests do not. */
const multiplier = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);

/**
 * Fixed-window counters in the table (one UpdateItem each, TTL-cleaned): atomic across every Lambda
 * container, unlike an in-memory counter. The value is hashed so no email or IP is stored in clear.
 */
export async function enforceRateLimits(
  scope: string,
  limits: readonly RateLimit[],
  values: { ip?: string; email?: string },
  now = Date.now(),
) {
  for (const limit of limits) {
    const value = values[limit.by];
    if (!value) continue;
    const windowStart = Math.floor(now / 1000 / limit.windowSeconds) * limit.windowSeconds;
    const digest = createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: `RATE#${scope}#${limit.by}#${digest}`, SK: `WINDOW#${windowStart}` },
        UpdateExpression: 'ADD hits :one SET expiresAt = :expiresAt',
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + limit.windowSeconds + 60 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    if ((output.Attributes?.hits as number) > limit.max * multiplier) {
      const minutes = Math.max(1, Math.ceil((windowStart + limit.windowSeconds - now / 1000) / 60));
      throw new TooManyRequests(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }
}
