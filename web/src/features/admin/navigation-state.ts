import type { Location } from 'react-router';
import { pages } from '@/lib/pages';

/** What the login and the password-change redirect tell the change-password screen. */
export interface ChangePasswordState {
  /** The initial password is still in use: nothing else opens until it is changed. */
  firstLogin?: boolean;
}

/** Navigation state is whatever the previous screen (or the browser history) left; only the expected shape is trusted. */
export function isFirstLoginState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as ChangePasswordState).firstLogin === true;
}

/** What the admin guard and the session expiry leave for the login page (the shape of `LoginRedirectState`). */
export function redirectTarget(state: unknown): Pick<Location, 'pathname' | 'search' | 'hash'> | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Partial<Location>;
  // Only a page of the admin area, and never the login itself.
  if (typeof pathname !== 'string' || !pathname.startsWith(`${pages.adminHome()}/`) || pathname === pages.adminLogin())
    return null;
  return { pathname, search: typeof search === 'string' ? search : '', hash: typeof hash === 'string' ? hash : '' };
}
