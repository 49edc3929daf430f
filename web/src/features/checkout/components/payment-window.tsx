import { Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatRupees } from '@tiffin/shared/money';
import type { ReactNode } from 'react';

interface PaymentWindowProps {
  opened: boolean;
  onClose: () => void;
  /** Rupees. */
  amount: number;
  currency: string;
  children: ReactNode;
}

/** The provider's checkout window, in green (docs/product.md#constants), with the amount to pay. */
export function PaymentWindow({ opened, onClose, amount, currency, children }: PaymentWindowProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      centered
      title={
        <Group gap={6} wrap="nowrap">
          <IconLock size={18} aria-hidden />
          <span>Tiffin secure payment</span>
        </Group>
      }
      styles={{
        header: { background: 'var(--mantine-color-green-7)', color: 'var(--mantine-color-white)' },
        title: { fontWeight: 700 },
        close: { color: 'var(--mantine-color-white)' },
      }}
    >
      <Stack gap="md" pt="md">
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">Amount</Text>
          <Text fw={800} fz="xl" c="green.8" data-testid="payment-amount">
            {formatRupees(amount)} {currency}
          </Text>
        </Group>
        {children}
      </Stack>
    </Modal>
  );
}
