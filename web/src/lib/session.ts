import { useSyncExternalStore } from 'react';
import { pages } from './pages.ts';

/** The roles that sign in; each keeps its own token (docs/architecture.md#accounts-and-tokens). */
export type SessionRole = 'customer' | 'seller' | 'admin';

/** sessionStorage, so a token dies with its tab, and one key per role, so a seller tab does not sign a customer out. */
export const tokenKey = (role: SessionRole) => `tiffin.token.${role}`;

/** Where each role signs in (docs/product.md#navigation-bars: Logout goes to the matching login page). */
export const LOGIN_PATHS: Record<SessionRole, string> = {
  customer: pages.login(),
  seller: pages.sellerLogin(),
  admin: pages.adminLogin(),
};

const listeners = new Set<() => void>();
const expiryListeners = new Set<(role: SessionRole) => void>();
/** Roles whose token was dropped because the server refused it, until they sign in again. */
const expiredRoles = new Set<SessionRole>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; then nobody stays signed in, and nothing breaks.
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(role: SessionRole): string | null {
  return storage()?.getItem(tokenKey(role)) || null;
}

export function setToken(role: SessionRole, token: string) {
  expiredRoles.delete(role);
  try {
    storage()?.setItem(tokenKey(role), token);
  } catch {
    // A full or blocked storage: the user stays signed out.
  }
  emit();
}

export function clearToken(role: SessionRole, { expired = false } = {}) {
  if (expired) expiredRoles.add(role);
  else expiredRoles.delete(role);
  storage()?.removeItem(tokenKey(role));
  emit();
}

/** Whether the role's last token ended because the server refused it (not by Logout). */
export function sessionExpired(role: SessionRole): boolean {
  return expiredRoles.has(role);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The role's token, or null; components re-render when it is stored or removed. */
export function useToken(role: SessionRole): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getToken(role),
    () => null,
  );
}

/** A protected call answered 401: the token is missing or expired, so it is dropped and the app sends the user to sign in. */
export function expireSession(role: SessionRole) {
  clearToken(role, { expired: true });
  for (const listener of expiryListeners) listener(role);
}

export function onSessionExpired(listener: (role: SessionRole) => void) {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

/** Marks a query as one user's data, so it is forgotten when that user signs out. */
export const sessionQueryMeta = (role: SessionRole) => ({ sessionRole: role });
