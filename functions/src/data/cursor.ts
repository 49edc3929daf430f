import { BadRequest } from '#platform/errors';

/** Opaque page cursors: base64url JSON. A cursor a client altered is a 400, never a 500. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, isValid: (value: unknown) => value is T): T | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through to the 400 below
  }
  throw new BadRequest('Invalid cursor');
}

/** A DynamoDB key of this table as a page cursor carries it: only our key attributes, short strings. */
export const isTableKey = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([k, v]) => /^(PK|SK|GSI[1-3](PK|SK))$/.test(k) && typeof v === 'string' && v.length < 600,
  );
