import { Badge, Button, Card, Divider, Grid, Group, Image, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconStar, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Order, OrderStatus } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import type { ReviewTarget } from './review-dialog';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** Spec 4: warning-coloured for Pending, green for every other status. */
export const statusColor = (status: OrderStatus) => (status === 'Pending' ? 'yellow' : 'green');

const statusIcon = { Pending: IconClock, Preparing: IconToolsKitchen2, Delivered: IconCircleCheck } as const;

function StatusTimeline({ history }: { history: Order['statusHistory'] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={22} lineWidth={2} color="green" aria-label="Status history">
      {history.map(({ status, at }) => {
        const Icon = statusIcon[status] ?? IconClock;
        return (
          <Timeline.Item key={`${status}-${at}`} bullet={<Icon size={12} aria-hidden />} title={status}>
            <Text size="xs" c="dimmed">
              <time dateTime={at}>{formatWhen(at)}</time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

interface OrderCardProps {
  order: Order;
  onReview: (target: ReviewTarget) => void;
}

/** One order of My Orders (spec 2.6): id, date, status, payment, total, items and restaurant, and reviews once Delivered. */
export function OrderCard({ order, onReview }: OrderCardProps) {
  const delivered = order.orderStatus === 'Delivered';
  const headingId = `order-${order.orderId}`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              Order {order.orderId}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={order.createdAt}>{formatWhen(order.createdAt)}</time>
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge
              color={statusColor(order.orderStatus)}
              data-color={statusColor(order.orderStatus)}
              data-testid="order-status"
              variant="filled"
            >
              {order.orderStatus}
            </Badge>
            <Badge color={order.paymentStatus === 'Paid' ? 'green' : 'orange'} variant="light">
              Payment: {order.paymentStatus}
            </Badge>
          </Group>
        </Group>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Text>
                  From <strong>{order.restaurant.name}</strong>
                </Text>
                {delivered && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconStar size={14} aria-hidden />}
                    disabled={order.restaurantReviewed}
                    onClick={() =>
                      onReview({
                        orderId: order.orderId,
                        type: 'restaurant',
                        id: order.restaurant._id,
                        name: order.restaurant.name,
                      })
                    }
                  >
                    {order.restaurantReviewed ? 'Restaurant Reviewed' : 'Review Restaurant'}
                  </Button>
                )}
              </Group>
              <Stack
                component="ul"
                aria-label={`Items of order ${order.orderId}`}
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {order.cartItems.map((line) => (
                  <Group component="li" key={line.foodId._id} wrap="nowrap" gap="sm" aria-label={line.foodId.name}>
                    <Image
                      src={line.foodId.image || null}
                      fallbackSrc={PLACEHOLDER_IMAGE}
                      alt=""
                      w={48}
                      h={40}
                      radius="sm"
                    />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} lineClamp={1}>
                        {line.foodId.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Qty: {line.quantity} x {formatRupees(line.foodId.price)}
                      </Text>
                    </Stack>
                    {delivered && (
                      <Button
                        size="xs"
                        variant="light"
                        disabled={line.reviewed}
                        aria-label={line.reviewed ? `Reviewed ${line.foodId.name}` : `Review ${line.foodId.name}`}
                        onClick={() =>
                          onReview({
                            orderId: order.orderId,
                            type: 'food',
                            id: line.foodId._id,
                            name: line.foodId.name,
                          })
                        }
                      >
                        {line.reviewed ? 'Reviewed' : 'Review'}
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700} data-testid="order-total">
                  {formatRupees(order.totalAmount)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                Deliver to {order.shippingInfo.address}, {order.shippingInfo.city} {order.shippingInfo.pincode}
              </Text>
              {order.remark && (
                <Text size="sm" c="dimmed">
                  Remark: {order.remark}
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <StatusTimeline history={order.statusHistory} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}
