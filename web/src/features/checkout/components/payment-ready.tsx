import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PaymentKey, PaymentOrder } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { lazy, Suspense } from 'react';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';
import { LocalPaymentWindow } from './local-payment-window';
import { Waiting } from './waiting';

// Stripe.js and its React bindings load only when the API runs against real Stripe.
const StripePaymentWindow = lazy(() =>
  import('./stripe-payment-window').then((m) => ({ default: m.StripePaymentWindow })),
);

interface PaymentReadyProps {
  paymentKey: PaymentKey;
  order: PaymentOrder;
  /** The customer closed the payment window: it stays closed until Pay is pressed again. */
  cancelled: boolean;
  onOpen: () => void;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
}

/** The amount and its price lines, the Pay button, and the payment window (local or Stripe's). */
export function PaymentReady({
  paymentKey: key,
  order,
  cancelled,
  onOpen,
  onBack,
  onPaid,
  onCancel,
}: PaymentReadyProps) {
  const windowProps = {
    opened: !cancelled,
    order,
    onPaid,
    onCancel,
  };

  return (
    <Stack gap="md">
      {cancelled ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          Payment cancelled. Your order is not placed yet.
        </Alert>
      ) : (
        <Text>Complete the payment of {formatRupees(order.amount)} in the payment window.</Text>
      )}
      <Paper withBorder p="md" component="section" aria-label="Price">
        <PriceLines priced={pricedFromRupees(order.quote)} />
      </Paper>
      <Group gap="sm">
        <Button color="green" onClick={onOpen}>
          Pay {formatRupees(order.amount)}
        </Button>
        <Button variant="default" onClick={onBack}>
          Back to confirm
        </Button>
      </Group>
      {key.mode === 'local' ? (
        <LocalPaymentWindow {...windowProps} apiBase={key.apiBase ?? ''} publishableKey={key.key} />
      ) : (
        <Suspense fallback={<Waiting label="Redirecting to payment..." />}>
          <StripePaymentWindow {...windowProps} publishableKey={key.key} />
        </Suspense>
      )}
    </Stack>
  );
}
