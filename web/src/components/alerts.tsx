import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '@/lib/api-error';

interface ErrorAlertProps {
  children: ReactNode;
  title?: string;
  /** A way out under the message: a retry, or a link to the screen that helps (`AlertButton`, `AlertLink`). */
  action?: ReactNode;
  /** Offers a close button; without it the alert stays until the next attempt. */
  onClose?: () => void;
}

/** docs/product.md#failures: a failure is an inline red alert with the server's message (or the screen's fallback). */
export function ErrorAlert({ children, title, action, onClose }: ErrorAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {action ? (
        <Stack gap="xs" align="flex-start">
          <span>{children}</span>
          {action}
        </Stack>
      ) : (
        children
      )}
    </Alert>
  );
}

/** Good news: a code was sent, the email is verified, the password or the profile is saved. */
export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      {children}
    </Alert>
  );
}

/** Something to know before going on (the session ended, the figures are not computed yet). */
export function InfoAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
      {children}
    </Alert>
  );
}

/** The button of an `ErrorAlert`'s action, styled to stand on the red. */
export function AlertButton({
  onClick,
  loading,
  children,
}: {
  onClick: () => void;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="white" color="red" onClick={onClick} loading={loading}>
      {children}
    </Button>
  );
}

/** A link styled as an `ErrorAlert`'s action: 'Verify your email', 'Restart password reset'. */
export function AlertLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Button component={Link} to={to} state={state} size="xs" variant="white" color="red">
      {children}
    </Button>
  );
}

/** A failed load of a screen's data, with 'Try again'. */
export function RetryAlert({
  children,
  onRetry,
  retrying,
}: {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <ErrorAlert
      action={
        <AlertButton onClick={onRetry} loading={retrying}>
          Try again
        </AlertButton>
      }
    >
      {children}
    </ErrorAlert>
  );
}

interface RetryableQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
  isRefetching: boolean;
}

/** A failed load in the server's words (or the screen's fallback), with 'Try again'. */
export function LoadFailedAlert({ query, fallback }: { query: RetryableQuery; fallback: string }) {
  return (
    <RetryAlert onRetry={() => void query.refetch()} retrying={query.isRefetching}>
      {serverMessageOr(query.error, fallback)}
    </RetryAlert>
  );
}
