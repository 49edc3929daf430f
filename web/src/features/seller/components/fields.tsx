import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';

/** The picture of a dish or a restaurant, as a web address. */
export function ImageUrlField(props: TextInputProps) {
  return <TextInput label="Image URL" type="url" inputMode="url" placeholder="https://…" {...props} />;
}

/** What customers read about a dish or a restaurant (spec 5: at most 2000 characters). */
export function DescriptionField(props: TextareaProps) {
  return <Textarea label="Description" autosize minRows={3} maxLength={2000} {...props} />;
}
