import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmRequest {
  title: string;
  /** The question, word for word (docs/product.md#roles). */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * Asks before a destructive action with `@mantine/modals`' confirm modal: Cancel has the focus, Escape
 * or a click outside close it and do nothing; confirming closes it and runs the action.
 */
export function confirmAction({ title, message, confirmLabel, onConfirm }: ConfirmRequest): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text>{message}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    onConfirm,
  });
}
