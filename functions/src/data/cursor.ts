import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { BadRequest } from '#platform/errors';
import { secretValue } from '#platform/secrets';

/**
 * Page cursors are sealed with AES-256-GCM: opaque (nothing of the table's keys can be read from them) and
 * tamper-proof (a changed byte fails the tag). The key comes from `CURSOR_KEY` (locally, made per start) or, in
 * AWS, the Secrets Manager secret named by `CURSOR_KEY_ARN` (generated at deploy, read once per container).
 * Any cursor that does not open, or opens to a value of the wrong shape, is a 400, never a 500.
 */
let key: Promise<Buffer> | undefined;

function cursorKey(): Promise<Buffer> {
  key ??= (async () => {
    const arn = process.env.CURSOR_KEY_ARN;
    const secret = arn ? await secretValue(arn) : process.env.CURSOR_KEY;
    if (!secret) throw new Error('Missing CURSOR_KEY or CURSOR_KEY_ARN');
    return createHash('sha256').update(secret).digest();
  })();
  key.catch(() => (key = undefined));
  return key;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export async function encodeCursor(value: unknown): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await cursorKey(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export async function decodeCursor<T>(
  cursor: string | undefined | null,
  isValid: (value: unknown) => value is T,
): Promise<T | undefined> {
  if (cursor === undefined || cursor === null) return undefined;
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length > IV_BYTES + TAG_BYTES) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', await cursorKey(), bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const value: unknown = JSON.parse(text.toString('utf8'));
      if (isValid(value)) return value;
    } catch {
      // fall through to the 400 below
    }
  }
  throw new BadRequest('Invalid cursor');
}

/** A DynamoDB key of this table as a page cursor carries it: only our key attributes, short strings. */
export const isTableKey = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([k, v]) => /^(PK|SK|GSI[1-9](PK|SK))$/.test(k) && typeof v === 'string' && v.length < 600,
  );
