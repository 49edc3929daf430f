import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PaymentOrder } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import * as z from '@tiffin/shared/zod';
import { CardPaymentError, confirmLocalPayment } from '../api/local-payment';
import { PaymentWindow } from './payment-window';

const digits = (value: string) => value.replace(/\D/g, '');

const cardSchema = z.object({
  cardNumber: z.string().check(z.refine((value) => /^\d{12,19}$/.test(digits(value)), 'Enter the card number')),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC')),
});

/** '4242424242424242' -> '4242 4242 4242 4242' */
const groupsOfFour = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' -> '12 / 34' */
const expiryOf = (value: string) => {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
};

interface LocalPaymentWindowProps {
  opened: boolean;
  apiBase: string;
  publishableKey: string;
  order: PaymentOrder;
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
}

/**
 * The test-card window of the local cloud (`npm start`): it confirms the payment on the local
 * Stripe-compatible server as Stripe.js would. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export function LocalPaymentWindow({
  opened,
  apiBase,
  publishableKey,
  order,
  onPaid,
  onCancel,
}: LocalPaymentWindowProps) {
  const [declined, setDeclined] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const form = useForm({
    initialValues: { cardNumber: '', expiry: '', cvc: '' },
    validate: zod4Resolver(cardSchema),
  });

  const pay = form.onSubmit(async ({ cardNumber }) => {
    setPaying(true);
    setDeclined(null);
    try {
      await confirmLocalPayment({
        apiBase,
        key: publishableKey,
        paymentIntentId: order.id,
        clientSecret: order.clientSecret,
        cardNumber,
      });
      onPaid(order.id);
    } catch (error) {
      setDeclined(error instanceof CardPaymentError ? error.message : 'Your payment was not completed.');
    } finally {
      setPaying(false);
    }
  });

  return (
    <PaymentWindow opened={opened} onClose={onCancel} amount={order.amount} currency={order.currency}>
      <form onSubmit={pay} noValidate>
        <Stack gap="md">
          {declined && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {declined}
            </Alert>
          )}
          <TextInput
            label="Card number"
            placeholder="4242 4242 4242 4242"
            description="Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined"
            autoComplete="cc-number"
            inputMode="numeric"
            data-autofocus
            {...form.getInputProps('cardNumber')}
            onChange={(event) => form.setFieldValue('cardNumber', groupsOfFour(event.currentTarget.value))}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label="Expiry"
              placeholder="MM / YY"
              autoComplete="cc-exp"
              inputMode="numeric"
              {...form.getInputProps('expiry')}
              onChange={(event) => form.setFieldValue('expiry', expiryOf(event.currentTarget.value))}
            />
            <TextInput
              label="CVC"
              placeholder="123"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps('cvc')}
              onChange={(event) => form.setFieldValue('cvc', digits(event.currentTarget.value).slice(0, 4))}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Test mode: no real money moves.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={paying}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={paying}>
              Pay {formatRupees(order.amount)}
            </Button>
          </Group>
        </Stack>
      </form>
    </PaymentWindow>
  );
}
