import { Textarea, type TextareaProps } from '@mantine/core';

/** What customers read about a dish or a restaurant (at most 2000 characters). */
export function DescriptionField(props: TextareaProps) {
  return <Textarea label="Description" autosize minRows={3} maxLength={2000} {...props} />;
}
