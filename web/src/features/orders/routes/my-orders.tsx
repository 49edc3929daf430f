import { Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { BrowseDishesButton, EmptyState } from '@/components/empty-state';
import { OrderCardsSkeleton } from '@/components/orders/order-card-frame';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { LoadMoreButton, QueryView } from '@/components/query-view';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { ReviewDialog, type ReviewTarget } from '../components/review-dialog';

/** /myorder (spec 2.6): the customer's orders, refreshing by themselves, with reviews once delivered. */
export function MyOrdersRoute() {
  const query = useMyOrders();
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <title>My Orders · Tiffin</title>
      <Title order={1} size="h2">
        My Orders
      </Title>
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
              <OrderCard key={order.orderId} order={order} onReview={setReviewing} />
            ))}
            {query.isFetchNextPageError ? (
              <QueryErrorAlert
                title="Could not load more orders"
                error={query.error}
                onRetry={() => void query.fetchNextPage()}
              />
            ) : (
              <LoadMoreButton query={query}>Load more orders</LoadMoreButton>
            )}
          </Stack>
        )}
      </QueryView>
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
