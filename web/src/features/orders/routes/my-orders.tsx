import { Button, Card, Center, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { ReviewDialog, type ReviewTarget } from '../components/review-dialog';

function OrdersSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="sm">
            <Skeleton h={22} w="40%" />
            <Skeleton h={14} w="25%" />
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function NoOrders() {
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconReceipt size={34} aria-hidden />
      </ThemeIcon>
      <Text size="lg">You have not ordered anything yet.</Text>
      <Button component={Link} to="/">
        Browse dishes
      </Button>
    </Stack>
  );
}

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
      {query.isPending ? (
        <OrdersSkeleton />
      ) : query.isError && !query.data ? (
        <QueryErrorAlert
          title="Could not load your orders"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : orders.length === 0 ? (
        <NoOrders />
      ) : (
        <Stack gap="md">
          {orders.map((order) => (
            <OrderCard key={order.orderId} order={order} onReview={setReviewing} />
          ))}
          {query.isFetchNextPageError && (
            <QueryErrorAlert
              title="Could not load more orders"
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Center>
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Load more orders
              </Button>
            </Center>
          )}
        </Stack>
      )}
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
