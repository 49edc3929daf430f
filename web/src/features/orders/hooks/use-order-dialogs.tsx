import { notifications } from '@mantine/notifications';
import type { Order } from '@tiffin/shared/api/orders';
import { useState } from 'react';
import { EndOrderDialog } from '@/components/orders/end-order-dialog';
import { serverMessageOr } from '@/lib/api-error';
import { useCancelOrder } from '../api/cancel-order';
import { ReviewDialog, type ReviewTarget } from '../components/review-dialog';

const CANCEL_FALLBACK = 'The order could not be cancelled. Please try again.';

/**
 * The customer's review and cancel dialogs, as My Orders and an order's page open them: `review` and `cancel` open
 * one, `dialogs` is rendered once by the screen.
 */
export function useOrderDialogs() {
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const cancel = useCancelOrder();
  const closeCancel = () => {
    setCancelling(null);
    cancel.reset();
  };

  const dialogs = (
    <>
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
      <EndOrderDialog
        order={cancelling}
        who="customer"
        pending={cancel.isPending}
        error={cancel.isError ? serverMessageOr(cancel.error, CANCEL_FALLBACK) : null}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.orderId, {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'green', message });
              closeCancel();
            },
          })
        }
        onClose={closeCancel}
      />
    </>
  );

  return { review: setReviewing, cancel: setCancelling, dialogs };
}
