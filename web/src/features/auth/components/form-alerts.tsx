import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 8: a customer account failure is shown as an alert. */
export function ErrorAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <span>{children}</span>
        {action}
      </Stack>
    </Alert>
  );
}

/** Good news from the previous step (a code was sent, the email is verified, the password is reset). */
export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      {children}
    </Alert>
  );
}

export function InfoAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
