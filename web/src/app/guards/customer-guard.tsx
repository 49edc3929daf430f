import { RequireToken } from './require-token';

/** The screens below need a stored customer token; without one the visitor is sent to log in. */
export default function CustomerGuard() {
  return <RequireToken role="customer" />;
}
