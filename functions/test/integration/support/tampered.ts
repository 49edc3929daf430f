/**
 * Base64url text with its first character changed: all six of that character's bits are data. A change at the end
 * can decode to the same bytes (the last character's low bits are padding when the length is not a multiple of 3),
 * which let a "forged" token or an "edited" cursor through about once in a thousand runs.
 */
export const withFirstCharChanged = (text: string): string => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;

/** A JWT whose signature no longer matches its header and payload. */
export function forgedToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  return `${header}.${payload}.${withFirstCharChanged(signature!)}`;
}
