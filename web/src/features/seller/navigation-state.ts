/** Navigation state is whatever the previous screen (or the browser history) left; only strings are trusted. */
export function stateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What the seller's sign-up tells the login page. */
export interface SellerAccountState {
  email?: string;
  /** The sign-up's answer ('Signup successful. …'), shown once on arrival. */
  notice?: string;
}

/** Where the seller area starts (spec 4: after login the seller goes to the dashboard). */
export const SELLER_HOME = '/seller/dashboard';
