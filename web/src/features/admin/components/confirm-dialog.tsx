import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';

export interface ConfirmRequest {
  title: string;
  /** The question, word for word (spec 6). */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A confirm dialog with the shape of `@mantine/modals`' `openConfirmModal` (title, message, labels,
 * onConfirm): `confirm(request)` opens it, the screen renders `confirmDialog` once. Confirming closes it
 * and runs the action; Cancel, Escape or a click outside close it and do nothing.
 */
export function useConfirmDialog() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  const confirm = useCallback((next: ConfirmRequest) => setRequest(next), []);

  const confirmDialog = (
    <Modal opened={request !== null} onClose={close} title={request?.title} centered>
      {request && (
        <Stack gap="lg">
          <Text>{request.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                request.onConfirm();
              }}
            >
              {request.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );

  return { confirm, confirmDialog };
}
