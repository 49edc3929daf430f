/** Navigation state is whatever the previous screen (or the browser history) left; only strings are trusted. */
export function stateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What an account screen (sign-up, verify, reset) tells the next one, the login page most often. */
export interface AccountState {
  email?: string;
  /** The previous step's success message, shown once on arrival. */
  notice?: string;
  /** The sign-up's code request, which the verify screen sends back with the code. */
  requestId?: string;
}
