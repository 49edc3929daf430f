import { Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { BrowseDishesButton, EmptyState } from '@/components/empty-state';
import { LiveNote } from '@/components/live-note';
import { OrderCardsSkeleton } from '@/components/orders/order-card-frame';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { LoadMore } from '@/components/load-more';
import { QueryView } from '@/components/query-view';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { useLiveMyOrders } from '../hooks/use-live-my-orders';
import { useOrderDialogs } from '../hooks/use-order-dialogs';

/** /myorder (docs/product.md#my-orders): the customer's orders, refreshing by themselves, with reviews once delivered. */
export default function MyOrdersScreen() {
  const live = useLiveMyOrders();
  const query = useMyOrders(live);
  const { review, cancel, dialogs } = useOrderDialogs();
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

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
              <OrderCard key={order.orderId} order={order} onReview={review} onCancel={() => cancel(order)} />
            ))}
            <LoadMore query={query} label="Load more orders" failedTitle="Could not load more orders" />
          </Stack>
        )}
      </QueryView>
      {dialogs}
    </Stack>
  );
}
