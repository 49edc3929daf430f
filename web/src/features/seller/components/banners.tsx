import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 8: seller failures are an inline red banner. */
export function ErrorBanner({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {children}
      {action && <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{action}</div>}
    </Alert>
  );
}

/** DESIGN 12: a success is styled as one (the spec's profile banner was red by a text mismatch). */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      {children}
    </Alert>
  );
}

export function InfoBanner({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
