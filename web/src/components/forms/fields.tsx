import { TextInput, type TextInputProps } from '@mantine/core';

/** The phone rule of docs/product.md#customer-sign-up, as the sign-up forms state it. */
export const PHONE_RULE = '10 digits, starting with 6, 7, 8 or 9';

/** A required email input; a prop given overrides its default (`autoComplete="username"`, a description). */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A required 10-digit Indian mobile number, typed on a number pad. */
export function PhoneField(props: TextInputProps) {
  return (
    <TextInput
      label="Phone number"
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={10}
      required
      {...props}
    />
  );
}
