import { Alert, Button, Group, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PaymentOrder } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { useState, type FormEvent } from 'react';
import { PaymentWindow } from './payment-window';

/** Stripe.js is loaded once per key, and only in this chunk: the local cloud never downloads it. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentWindowProps {
  opened: boolean;
  publishableKey: string;
  order: PaymentOrder;
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
}

function StripePaymentForm({ order, onPaid, onCancel }: Omit<StripePaymentWindowProps, 'opened' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setProblem(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      // A redirect-based method comes back to the payment step, which then places the order.
      confirmParams: { return_url: `${window.location.origin}/payment` },
    });
    setPaying(false);
    if (result.error) {
      setProblem(result.error.message ?? 'Your payment was not completed.');
    } else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') {
      onPaid(result.paymentIntent.id);
    } else {
      setProblem('Your payment was not completed.');
    }
  };

  return (
    <form onSubmit={(event) => void pay(event)}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <PaymentElement />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={paying}>
            Cancel
          </Button>
          <Button type="submit" color="green" loading={paying} disabled={!stripe || !elements}>
            Pay {formatRupees(order.amount)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** In AWS: Stripe's Payment Element in the green payment window, confirming without leaving the page when it can. */
export function StripePaymentWindow({ opened, publishableKey, order, onPaid, onCancel }: StripePaymentWindowProps) {
  return (
    <PaymentWindow opened={opened} onClose={onCancel} amount={order.amount} currency={order.currency}>
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{
          clientSecret: order.clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#2f9e44' } },
        }}
      >
        <StripePaymentForm order={order} onPaid={onPaid} onCancel={onCancel} />
      </Elements>
    </PaymentWindow>
  );
}
