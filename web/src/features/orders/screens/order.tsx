import { Accordion, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCircleX, IconClock } from '@tabler/icons-react';
import { isEnded, type Order } from '@tiffin/shared/api/orders';
import { formatIndiaTime } from '@tiffin/shared/india-time';
import { formatRupees } from '@tiffin/shared/money';
import { Link, useParams } from 'react-router';
import { LiveNote } from '@/components/live-note';
import { OrderCardsSkeleton, OrderHeader } from '@/components/orders/order-card-frame';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryView } from '@/components/query-view';
import { useOrder } from '../api/get-order';
import { OrderAgainButton } from '../components/order-again-button';
import { mayCancel, mayReview, OrderDelivery, OrderLines, RestaurantReviewButton } from '../components/order-lines';
import { estimatedDeliveryAt, OrderProgress } from '../components/order-progress';
import { useLiveMyOrders } from '../hooks/use-live-my-orders';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import type { ReviewTarget } from '../components/review-dialog';
import { pages } from '@/lib/pages';

/** Below Mantine's `md` breakpoint (a phone), read on the first render so the breakdown never flashes open. */
function useBelowMd(): boolean {
  const { breakpoints } = useMantineTheme();
  const below = em(getBreakpointValue('md', breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

/** What the order cost, line by line; folded under its total on a phone. */
function PriceBreakdown({ order }: { order: Order }) {
  const phone = useBelowMd();
  const lines = <PriceLines priced={pricedFromRupees(order.quote)} />;
  if (!phone) return lines;
  return (
    <Accordion variant="contained">
      <Accordion.Item value="price">
        {/* A 44-px tap target on a phone (STYLE: touch targets). */}
        <Accordion.Control mih={44}>
          <Group justify="space-between" wrap="nowrap" pr="xs">
            <Text>Price details</Text>
            <Text fw={700}>{formatRupees(order.quote.payable)}</Text>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>{lines}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** 'Estimated delivery by 12:25 pm' while the order is on its way. */
function DeliveryEta({ order }: { order: Order }) {
  const eta = estimatedDeliveryAt(order);
  if (!eta) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} aria-hidden />
      <Text fw={600} data-testid="delivery-eta">
        Estimated delivery by <time dateTime={eta.toISOString()}>{formatIndiaTime(eta)}</time>
      </Text>
    </Group>
  );
}

function OrderDetails({
  order,
  onReview,
  onCancel,
}: {
  order: Order;
  onReview: (t: ReviewTarget) => void;
  onCancel: () => void;
}) {
  const finished = order.orderStatus === 'Delivered' || isEnded(order.orderStatus);
  return (
    <Stack gap="lg">
      <OrderHeader order={order} level={1} withRestaurant />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md" component="section" aria-label="Progress">
            <Stack gap="md">
              <DeliveryEta order={order} />
              <OrderProgress order={order} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {mayReview(order) && (
              <Card withBorder padding="md" component="section" aria-labelledby="rate-your-meal">
                <Group justify="space-between" gap="sm">
                  <Title order={2} size="h4" id="rate-your-meal">
                    Rate your meal
                  </Title>
                  <RestaurantReviewButton order={order} onReview={onReview} />
                </Group>
              </Card>
            )}
            <Card withBorder padding="md" component="section" aria-label="Items">
              <Stack gap="sm">
                <OrderLines order={order} onReview={onReview} />
                <PriceBreakdown order={order} />
                <OrderDelivery order={order} />
              </Stack>
            </Card>
            {(mayCancel(order) || finished) && (
              <Group gap="sm">
                {finished && <OrderAgainButton order={order} />}
                {mayCancel(order) && (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconCircleX size={16} aria-hidden />}
                    onClick={onCancel}
                  >
                    Cancel order
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /myorder/<orderId> (beyond the spec): one order followed live from paid to delivered, then reviewed. */
export default function OrderScreen() {
  const { orderId = '' } = useParams();
  const live = useLiveMyOrders();
  const query = useOrder(orderId, live);
  const { review, cancel, dialogs } = useOrderDialogs();

  return (
    <Stack gap="md">
      <title>{`Order ${orderId} · Tiffin`}</title>
      <Button
        component={Link}
        to={pages.myOrders()}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        w="fit-content"
        px="xs"
      >
        My Orders
      </Button>
      <LiveNote status={live} />
      <QueryView
        query={query}
        loading={<OrderCardsSkeleton />}
        failed={
          <QueryErrorAlert
            title="Could not load this order"
            error={query.error}
            fallback="Something went wrong."
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        }
      >
        {(order) => <OrderDetails order={order} onReview={review} onCancel={() => cancel(order)} />}
      </QueryView>
      {dialogs}
    </Stack>
  );
}
