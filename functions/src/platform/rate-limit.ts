import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
 * Sliding-window counters in the table: the current window's count (one atomic UpdateItem) plus the
 * previous window's, weighted by how much of it still overlaps, so a burst cannot double up across a
 * window boundary. Atomic across every Lambda container, unlike an in-memory counter; TTL-cleaned;
 * the value is hashed so no email or IP is stored in clear.
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
    const PK = `RATE#${scope}#${limit.by}#${digest}`;
    const [current, previous] = await Promise.all([
      dynamo.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK, SK: `WINDOW#${windowStart}` },
          UpdateExpression: 'ADD hits :one SET expiresAt = :expiresAt',
          // Kept one window longer, to weigh in while the next window runs.
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + 2 * limit.windowSeconds + 60 },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
      dynamo.send(
        new GetCommand({ TableName: tableName, Key: { PK, SK: `WINDOW#${windowStart - limit.windowSeconds}` } }),
      ),
    ]);
    const overlap = 1 - (now / 1000 - windowStart) / limit.windowSeconds;
    const hits = (current.Attributes?.hits as number) + ((previous.Item?.hits as number | undefined) ?? 0) * overlap;
    if (hits > limit.max * multiplier) {
      const seconds = windowStart + limit.windowSeconds - now / 1000;
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new TooManyRequests(
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        seconds,
      );
    }
  }
}
