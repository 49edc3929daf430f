import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';

/** The server's own rule (shared/api/orders rejectOrderBodySchema): a rejection says why, in 3 to 200 characters. */
export const REJECT_REASON_REQUIRED = 'Please say why you are rejecting this order';

interface EndOrderDialogProps {
  /** The order being cancelled or rejected; null when the dialog is closed. */
  order: Order | null;
  /** The customer cancels (the reason is not asked); the seller rejects, saying why. */
  who: 'customer' | 'seller';
  pending: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

function EndOrderForm({ order, who, pending, error, onConfirm, onClose }: EndOrderDialogProps & { order: Order }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const customer = who === 'customer';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!customer && reason.trim().length < 3) {
      setProblem(REJECT_REASON_REQUIRED);
      return;
    }
    setProblem(null);
    onConfirm(customer ? undefined : reason.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {customer
            ? `${order.restaurant.name} has not started on it yet. Your payment of ${formatRupees(order.quote.payable)} will be refunded to your card.`
            : `${order.userId.username} will be told why, and refunded ${formatRupees(order.quote.payable)}.`}
        </Text>
        {!customer && (
          <Textarea
            label="Reason"
            description="The customer reads this"
            required
            autosize
            minRows={2}
            maxLength={200}
            value={reason}
            error={problem}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep order
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {customer ? 'Cancel order' : 'Reject order'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Beyond the spec: a Pending order cancelled by its customer, or rejected by its restaurant with a reason. */
export function EndOrderDialog(props: EndOrderDialogProps) {
  const { order, who, onClose } = props;
  const title = order ? `${who === 'customer' ? 'Cancel' : 'Reject'} order ${order.orderId}?` : '';
  return (
    <Modal opened={order !== null} onClose={onClose} title={title} centered>
      {order && <EndOrderForm key={order.orderId} {...props} order={order} />}
    </Modal>
  );
}
