import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The full-width button under the fields: 'Log in', 'Sign up', 'Verify'. */
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The form of an account screen: its fields one under the other and the submit button across the card. The
 * browser's own validation is off: the screen's schema checks on submit and says why under each field.
 */
export function AccountForm({ onSubmit, submitLabel, submitting, disabled, children }: AccountFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
