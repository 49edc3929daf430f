import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Phase } from '../hooks/use-payment-flow';
import { pages } from '@/lib/pages';

interface PaymentFailedProps {
  phase: Extract<Phase, { step: 'failed' }>;
  onRetry: () => void;
  onPlaceOrder: (paymentIntentId: string) => void;
  onBackToConfirm: (notice: string) => void;
}

/** Why the payment did not complete, and the one way forward that fits. */
export function PaymentFailed({ phase, onRetry, onPlaceOrder, onBackToConfirm }: PaymentFailedProps) {
  const paidIntent = phase.paymentIntentId;
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        title="Payment not completed"
      >
        {phase.message}
      </Alert>
      <Group gap="sm">
        {phase.next === 'retry' && <Button onClick={onRetry}>Try again</Button>}
        {phase.next === 'checkout' && <Button onClick={onRetry}>Check out again</Button>}
        {phase.next === 'orders' && paidIntent && <Button onClick={() => onPlaceOrder(paidIntent)}>Try again</Button>}
        {phase.next === 'orders' && (
          <Button component={Link} to={pages.myOrders()} variant="default">
            My Orders
          </Button>
        )}
        {phase.next === 'confirm' && <Button onClick={() => onBackToConfirm(phase.message)}>Review your order</Button>}
        {phase.next === 'cart' && (
          <Button component={Link} to={pages.cart()}>
            Back to cart
          </Button>
        )}
      </Group>
    </Stack>
  );
}
