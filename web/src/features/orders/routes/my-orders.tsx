import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Order } from '@tiffin/shared/api/orders';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { BrowseDishesButton, EmptyState } from '@/components/empty-state';
import { LiveNote } from '@/components/live-note';
import { EndOrderDialog } from '@/components/orders/end-order-dialog';
import { OrderCardsSkeleton } from '@/components/orders/order-card-frame';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { LoadMore } from '@/components/load-more';
import { QueryView } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { useLiveMyOrders } from '../hooks/use-live-my-orders';
import { ReviewDialog, type ReviewTarget } from '../components/review-dialog';

const CANCEL_FALLBACK = 'The order could not be cancelled. Please try again.';

/** /myorder (spec 2.6): the customer's orders, refreshing by themselves, with reviews once delivered. */
export function MyOrdersRoute() {
  const live = useLiveMyOrders();
  const query = useMyOrders(live);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const closeCancel = () => {
    setCancelling(null);
    cancel.reset();
  };

  return (
    <Stack gap="lg">
      <title>My Orders · Tiffin</title>
      <Title order={1} size="h2">
        My Orders
      </Title>
      <LiveNote status={live} />
      <QueryView
        query={query}
        loading={<OrderCardsSkeleton />}
        failed={
          <QueryErrorAlert
            title="Could not load your orders"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        }
        isEmpty={() => orders.length === 0}
        empty={
          <EmptyState icon={IconReceipt} action={<BrowseDishesButton />}>
            You have not ordered anything yet.
          </EmptyState>
        }
      >
        {() => (
          <Stack gap="md">
            {orders.map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                onReview={setReviewing}
                onCancel={() => setCancelling(order)}
              />
            ))}
            <LoadMore query={query} label="Load more orders" failedTitle="Could not load more orders" />
          </Stack>
        )}
      </QueryView>
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
    </Stack>
  );
}
