import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { adminLogoutRoute } from '@tiffin/shared/api/routes/admin';
import { sellerLogoutRoute } from '@tiffin/shared/api/routes/seller';
import { usersLogoutRoute } from '@tiffin/shared/api/routes/users';
import { api } from './api-client';
import { clearToken, getToken, LOGIN_PATHS, onSessionExpired, setToken, type SessionRole } from './session';

const LOGOUT_ROUTES = { customer: usersLogoutRoute, seller: sellerLogoutRoute, admin: adminLogoutRoute } as const;

/** What the login page is told when it was not reached by choice. */
export interface LoginRedirectState {
  /** The page to return to after signing in. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  sessionExpired?: boolean;
}

/** Drops the queries that hold one user's data (marked with `sessionQueryMeta`). */
export function forgetSessionData(queryClient: QueryClient, role: SessionRole) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.sessionRole === role });
}

/** Signs in with a login's token; whatever an earlier sign-in of this tab cached belongs to someone else. */
export function useStartSession(role: SessionRole) {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      forgetSessionData(queryClient, role);
      setToken(role, token);
    },
    [queryClient, role],
  );
}

/**
 * Logout (docs/product.md#navigation-bars): asks the server to end this session (its token, copies included, is refused from then on),
 * removes the stored token and goes to the matching login page. The tab signs out whatever the server answers, and
 * at once: the call is not waited for.
 */
export function useLogout(role: SessionRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = getToken(role);
    if (token) void api(LOGOUT_ROUTES[role], { token }).catch(() => undefined);
    clearToken(role);
    forgetSessionData(queryClient, role);
    void navigate(LOGIN_PATHS[role], { replace: true });
  }, [navigate, queryClient, role]);
}

/** Sends the user to sign in again when a protected call finds the token expired; mounted once, in the shell. */
export function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionExpired((role) => {
        forgetSessionData(queryClient, role);
        const { pathname, search, hash, state } = here.current;
        if (pathname === LOGIN_PATHS[role]) return;
        const redirect: LoginRedirectState = { from: { pathname, search, hash, state }, sessionExpired: true };
        void navigate(LOGIN_PATHS[role], { replace: true, state: redirect });
      }),
    [navigate, queryClient],
  );
}
