import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { typedBeforeHydration, useReadyAfterAdopting } from '@/lib/typed-before-hydration';

/** What the form needs of the screen's `useForm()`: its values and the input of each (Mantine's `data-path`). */
interface FieldsOfForm {
  getValues(): object;
  getInputNode(path: string): HTMLElement | null;
  setFieldValue(path: string, value: string): void;
}

interface AccountFormProps {
  /** The screen's `useForm()`, whose fields are the children's `getInputProps`. */
  form: FieldsOfForm;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The full-width button under the fields: 'Log in', 'Sign up', 'Verify'. */
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The form of an account screen: its fields one under the other and the submit button across the card. The
 * browser's own validation is off: the screen's schema checks on submit and says why under each field. Until the
 * page's code has run the button is disabled: the browser's own submit would reload the page and put the fields,
 * the password too, in its address (lib/typed-before-hydration.ts).
 */
export function AccountForm({ form, onSubmit, submitLabel, submitting, disabled, children }: AccountFormProps) {
  // Each text field takes what was typed into its input before the page's code ran.
  const ready = useReadyAfterAdopting(() => {
    for (const [path, value] of Object.entries(form.getValues())) {
      const typed = typedBeforeHydration(form.getInputNode(path));
      if (typeof value === 'string' && typed !== undefined) form.setFieldValue(path, typed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth loading={submitting} disabled={disabled || !ready}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
