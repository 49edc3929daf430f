/**
 * The one form of an email address that keys an account: NFKC (full-width and compatibility look-alikes
 * become their plain letters), case-folded (upper then lower folds ß, ſ, K as well as A-Z), trimmed.
 * Without any schema, so the data layer's keys need no zod (account.ts re-exports it beside the form schemas).
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').toUpperCase().toLowerCase().trim();
}
