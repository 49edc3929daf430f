import { Navigate, Outlet, useLocation } from 'react-router';
import { LOGIN_PATHS, sessionExpired, useToken, type SessionRole } from '@/lib/session';
import type { LoginRedirectState } from '@/lib/use-session';

/** docs/product.md#customer-pages: without a stored token the user goes to the login page. Only the token's presence is checked. */
export function RequireToken({ role }: { role: SessionRole }) {
  const token = useToken(role);
  const { pathname, search, hash, state } = useLocation();
  if (!token) {
    const redirect: LoginRedirectState = {
      from: { pathname, search, hash, state },
      sessionExpired: sessionExpired(role),
    };
    return <Navigate to={LOGIN_PATHS[role]} replace state={redirect} />;
  }
  return <Outlet />;
}
