import { PasswordInput, type PasswordInputProps } from '@mantine/core';

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
