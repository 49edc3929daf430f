import { notifications } from '@mantine/notifications';
import type { Order } from '@tiffin/shared/api/orders';
import { EndOrderDialog } from '@/components/orders/end-order-dialog';
import { serverMessageOr } from '@/lib/api-error';
import { useRejectOrder } from '../api/orders';

const REJECT_FALLBACK = 'The order could not be rejected. Please try again.';

/** The seller rejects a Pending order, saying why (the reject route); closes on success with the server's message. */
export function RejectOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const reject = useRejectOrder();
  const close = () => {
    onClose();
    reject.reset();
  };
  return (
    <EndOrderDialog
      order={order}
      who="seller"
      pending={reject.isPending}
      error={reject.isError ? serverMessageOr(reject.error, REJECT_FALLBACK) : null}
      onConfirm={(reason) =>
        order &&
        reject.mutate(
          { orderId: order.orderId, reason: reason ?? '' },
          {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'green', message });
              close();
            },
          },
        )
      }
      onClose={close}
    />
  );
}
