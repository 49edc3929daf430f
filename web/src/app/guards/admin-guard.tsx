import { RequireToken } from './require-token';

/** The screens below need a stored admin token; without one the visitor is sent to log in. */
export default function AdminGuard() {
  return <RequireToken role="admin" />;
}
