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
