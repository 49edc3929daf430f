import { isApiError, serverMessageOr } from '@/lib/api-error';
import type { AccountState } from '@/lib/navigation-state';
import { AlertLink, ErrorAlert } from '../alerts';

interface SignupFailedAlertProps {
  error: unknown;
  /** docs/product.md#failures: said when the server gives no message. */
  fallback: string;
  /** The matching login page, offered when the email is already registered, with the email filled in. */
  login: { to: string; label: string; email: string };
}

/** A refused sign-up in the server's words; an email that already has an account gets a way to log in with it. */
export function SignupFailedAlert({ error, fallback, login }: SignupFailedAlertProps) {
  const taken = isApiError(error) && error.code === 'EMAIL_TAKEN';
  return (
    <ErrorAlert
      action={
        taken ? (
          <AlertLink to={login.to} state={{ email: login.email } satisfies AccountState}>
            {login.label}
          </AlertLink>
        ) : undefined
      }
    >
      {serverMessageOr(error, fallback)}
    </ErrorAlert>
  );
}
