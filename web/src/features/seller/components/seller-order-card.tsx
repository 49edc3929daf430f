import { Badge, Button, Card, Divider, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Order, OrderStatus } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import type { ReactNode } from 'react';
import { formatIndiaTime } from '../india-time-format';

const statusIcon = { Pending: IconClock, Preparing: IconToolsKitchen2, Delivered: IconCircleCheck } as const;

/** Spec 4: warning-coloured for Pending, green for every other status. */
const statusColor = (status: OrderStatus) => (status === 'Pending' ? 'yellow' : 'green');

interface SellerOrderCardProps {
  order: Order;
  /** The status this card is moving the order to, while the server answers. */
  changing: OrderStatus | null;
  onChangeStatus: (status: OrderStatus) => void;
  /** The last failed status change of this order. */
  banner?: ReactNode;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One customer order (spec 2.6, 4): items, customer, address, remark, the status buttons and the history. */
export function SellerOrderCard({ order, changing, onChangeStatus, banner }: SellerOrderCardProps) {
  const headingId = `seller-order-${order.orderId}`;
  const { shippingInfo: ship } = order;
  const busy = changing !== null;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              Order {order.orderId}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={order.createdAt}>{formatIndiaTime(order.createdAt)}</time>
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={statusColor(order.orderStatus)} variant="filled" data-testid="order-status">
              {order.orderStatus}
            </Badge>
            <Badge color={order.paymentStatus === 'Paid' ? 'green' : 'orange'} variant="light">
              Payment: {order.paymentStatus}
            </Badge>
          </Group>
        </Group>

        {banner}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">
              <Stack
                component="ul"
                aria-label={`Items of order ${order.orderId}`}
                gap={4}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {order.cartItems.map((line) => (
                  <Group component="li" key={line.foodId._id} justify="space-between" wrap="nowrap" gap="sm">
                    <Text size="sm">
                      <strong>{line.foodId.name}</strong> × {line.quantity}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatRupees(line.foodId.price * line.quantity)}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700}>{formatRupees(order.totalAmount)}</Text>
              </Group>
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Detail label="Customer">{order.userId.username}</Detail>
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <Detail label="Phone">{ship.phone}</Detail>
                </Grid.Col>
                <Grid.Col span={12}>
                  <Detail label="Deliver to">
                    {ship.address}, {ship.city} {ship.pincode}, {ship.country}
                  </Detail>
                </Grid.Col>
                <Grid.Col span={12}>
                  <Detail label="Remark">{order.remark || 'None'}</Detail>
                </Grid.Col>
              </Grid>
              <Group gap="sm" role="group" aria-label={`Status of order ${order.orderId}`}>
                <Button
                  variant="light"
                  leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
                  disabled={order.orderStatus !== 'Pending' || (busy && changing !== 'Preparing')}
                  loading={changing === 'Preparing'}
                  onClick={() => onChangeStatus('Preparing')}
                >
                  Preparing
                </Button>
                <Button
                  leftSection={<IconCircleCheck size={16} aria-hidden />}
                  disabled={order.orderStatus === 'Delivered' || (busy && changing !== 'Delivered')}
                  loading={changing === 'Delivered'}
                  onClick={() => onChangeStatus('Delivered')}
                >
                  Delivered
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Timeline
              active={order.statusHistory.length - 1}
              bulletSize={22}
              lineWidth={2}
              color="green"
              aria-label={`Status history of order ${order.orderId}`}
            >
              {order.statusHistory.map(({ status, at }) => {
                const Icon = statusIcon[status] ?? IconClock;
                return (
                  <Timeline.Item key={`${status}-${at}`} bullet={<Icon size={12} aria-hidden />} title={status}>
                    <Text size="xs" c="dimmed">
                      <time dateTime={at}>{formatIndiaTime(at)}</time>
                    </Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}
