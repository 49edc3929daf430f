import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { ErrorAlert, LoadFailedAlert } from '@/components/alerts';
import { EmptyState } from '@/components/empty-state';
import { LiveNote } from '@/components/live-note';
import { useLiveUpdates } from '@/lib/live-updates';
import { OrderCardsSkeleton } from '@/components/orders/order-card-frame';
import { QueryView } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';
import { useState } from 'react';
import { useSellerOrders, useUpdateOrderStatus } from '../api/orders';
import { RejectOrderDialog } from '../components/reject-order-dialog';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { SellerOrderCard } from '../components/seller-order-card';

/** docs/product.md#failures: a status change failed without a message from the server. */
export const UPDATE_STATUS_FALLBACK = 'Update failed';
const LOAD_ORDERS_FALLBACK = 'The orders could not be loaded.';

/** One card with its own status change, so two orders can be moved at once. */
function OrderWithStatus({ order, onReject }: { order: Order; onReject: () => void }) {
  const update = useUpdateOrderStatus();
  return (
    <SellerOrderCard
      order={order}
      changing={update.isPending ? update.variables.status : null}
      onChangeStatus={(status) =>
        update.mutate(
          { orderId: order.orderId, status },
          { onSuccess: ({ message }) => notifications.show({ color: 'green', message }) },
        )
      }
      onReject={onReject}
      banner={update.isError && <ErrorAlert>{serverMessageOr(update.error, UPDATE_STATUS_FALLBACK)}</ErrorAlert>}
    />
  );
}

/** /seller/orders (docs/product.md#seller-screens): the restaurant's orders, newest first, with the status buttons. */
export default function SellerOrdersScreen() {
  // The seller layout listens and refreshes; this screen only shows whether it is live.
  const live = useLiveUpdates('seller');
  const query = useSellerOrders(live);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [rejecting, setRejecting] = useState<Order | null>(null);

  return (
    <Stack gap="md">
      <PageHeader
        area="Seller"
        title="View Orders"
        description="Newest first. Mark each order Preparing, then Delivered."
      />
      <LiveNote status={live} />
      <QueryView
        query={query}
        loading={<OrderCardsSkeleton withActions />}
        failed={<LoadFailedAlert query={query} fallback={LOAD_ORDERS_FALLBACK} />}
        isEmpty={() => orders.length === 0}
        empty={<EmptyState icon={IconReceipt}>No orders yet. They appear here as soon as customers pay.</EmptyState>}
      >
        {() => (
          <Stack gap="md">
            {orders.map((order) => (
              <OrderWithStatus key={order.orderId} order={order} onReject={() => setRejecting(order)} />
            ))}
            <LoadMore
              query={query}
              label="Load more orders"
              failedTitle="Could not load more orders"
              fallback={LOAD_ORDERS_FALLBACK}
            />
          </Stack>
        )}
      </QueryView>
      <RejectOrderDialog order={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
