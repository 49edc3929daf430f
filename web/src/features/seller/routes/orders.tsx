import { Button, Card, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerOrders, useUpdateOrderStatus } from '../api/orders';
import { ErrorBanner } from '../components/banners';
import { PageHeader } from '../components/page-header';
import { SellerOrderCard } from '../components/seller-order-card';

/** Spec 8: a status change failed without a message from the server. */
export const UPDATE_STATUS_FALLBACK = 'Update failed';
const LOAD_ORDERS_FALLBACK = 'The orders could not be loaded.';

function OrdersSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="sm">
            <Skeleton h={22} w="40%" />
            <Skeleton h={14} w="25%" />
            <Skeleton h={48} />
            <Skeleton h={36} w="50%" />
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
      <Text size="lg">No orders yet. They appear here as soon as customers pay.</Text>
    </Stack>
  );
}

/** One card with its own status change, so two orders can be moved at once. */
function OrderWithStatus({ order }: { order: Order }) {
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
      banner={update.isError && <ErrorBanner>{serverMessageOr(update.error, UPDATE_STATUS_FALLBACK)}</ErrorBanner>}
    />
  );
}

/** /seller/orders (spec 2.6): the restaurant's orders, newest first, with the status buttons. */
export function SellerOrdersRoute() {
  const query = useSellerOrders();
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <PageHeader title="View Orders" description="Newest first. Mark each order Preparing, then Delivered." />
      {query.isPending ? (
        <OrdersSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorBanner
          action={
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => void query.refetch()}
              loading={query.isRefetching}
            >
              Try again
            </Button>
          }
        >
          {serverMessageOr(query.error, LOAD_ORDERS_FALLBACK)}
        </ErrorBanner>
      ) : orders.length === 0 ? (
        <NoOrders />
      ) : (
        <Stack gap="md">
          {orders.map((order) => (
            <OrderWithStatus key={order.orderId} order={order} />
          ))}
          {query.isFetchNextPageError && (
            <ErrorBanner>{serverMessageOr(query.error, LOAD_ORDERS_FALLBACK)}</ErrorBanner>
          )}
          {query.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Load more orders
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
