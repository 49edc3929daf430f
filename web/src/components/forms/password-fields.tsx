import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** The password rule of docs/product.md#password-and-email, as the fields that set a new password state it. */
export const PASSWORD_RULE = '6+ characters with an uppercase and a lowercase letter, a number and one of @$!%*?&';

/** A password input whose show/hide toggle is a real, focusable button with a name. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}

/** A required password to sign in with, which password managers fill in. */
export function CurrentPasswordField(props: PasswordInputProps) {
  return <PasswordField label="Password" autoComplete="current-password" required {...props} />;
}

/** A required password being chosen (sign-up, reset): the rule under the label, and new-password autofill. */
export function NewPasswordField(props: PasswordInputProps) {
  return <PasswordField label="Password" description={PASSWORD_RULE} autoComplete="new-password" required {...props} />;
}
