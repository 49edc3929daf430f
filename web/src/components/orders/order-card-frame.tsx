import { Card, Divider, Grid, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { isEnded, type Order } from '@tiffin/shared/api/orders';
import { ORDER_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import type { ReactNode } from 'react';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';
import { formatIndiaDateTime } from '@tiffin/shared/india-time';
import { OrderStatusBadge, PaymentStatusBadge, STATUS_ICONS } from './status-badges';

/** Who ended the order and why, as its customer or its seller reads it. */
function EndedNote({ order, viewer }: { order: Order; viewer: 'customer' | 'seller' }) {
  const { cancellation } = order;
  if (!cancellation) return null;
  const who =
    cancellation.by === 'customer'
      ? viewer === 'customer'
        ? 'You cancelled this order'
        : 'The customer cancelled this order'
      : viewer === 'customer'
        ? `${order.restaurant.name} could not take this order`
        : 'You rejected this order';
  return (
    <Text size="sm" c="red.8" data-testid="order-ended">
      {who}
      {cancellation.reason ? `: ${cancellation.reason}` : '.'}{' '}
      {order.paymentStatus === 'Refunded' ? 'The payment was refunded.' : 'The refund is on its way.'}
    </Text>
  );
}

function StatusTimeline({ history, label }: { history: Order['statusHistory']; label: string }) {
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={22}
      lineWidth={2}
      color={isEnded(history.at(-1)?.status ?? 'Pending') ? 'red' : 'green'}
      aria-label={label}
    >
      {history.map(({ status, at }) => {
        const { label, icon } = ORDER_STATUS_LOOK[status];
        const Icon = STATUS_ICONS[icon];
        return (
          <Timeline.Item key={`${status}-${at}`} bullet={<Icon size={12} aria-hidden />} title={label}>
            <Text size="xs" c="dimmed">
              <time dateTime={at}>{formatIndiaDateTime(at)}</time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

interface OrderHeaderProps {
  order: Order;
  headingId?: string;
  /** The page's own heading (an order's page) or one order of a list (a card's). */
  level?: 1 | 2;
  /** Names the restaurant before the date: 'From Udupi Upahar · 12 Nov, 6:00 pm'. */
  withRestaurant?: boolean;
}

/** An order's heading: its id, when it was placed, and its status and payment badges. */
export function OrderHeader({ order, headingId, level = 2, withRestaurant = false }: OrderHeaderProps) {
  const placed = <time dateTime={order.createdAt}>{formatIndiaDateTime(order.createdAt)}</time>;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Title order={level} size={level === 1 ? 'h2' : 'h4'} id={headingId}>
          Order {order.orderId}
        </Title>
        <Text size="sm" c="dimmed">
          {withRestaurant ? (
            <>
              From <strong>{order.restaurant.name}</strong> · {placed}
            </>
          ) : (
            placed
          )}
        </Text>
      </Stack>
      <Group gap="xs">
        <OrderStatusBadge status={order.orderStatus} />
        <PaymentStatusBadge status={order.paymentStatus} prefix="Payment: " />
      </Group>
    </Group>
  );
}

interface OrderCardFrameProps {
  order: Order;
  /** Keeps the heading's id apart from other lists of the same order ('order', 'seller-order'). */
  idPrefix: string;
  /** Names the status history for assistive technology. */
  historyLabel: string;
  /** Who looks at the order, for the words of a cancellation. */
  viewer: 'customer' | 'seller';
  /** Under the heading: the last failed change of this order. */
  banner?: ReactNode;
  /** One of a list of orders a user works through (the seller's): its actions are a row's (`data-row`). */
  row?: boolean;
  /** The order's details beside the status history: its items, total, address. */
  children: ReactNode;
}

/**
 * One order as the customer and the seller see it (docs/product.md#my-orders): its id, date, status and payment as the heading,
 * the details, and the status history, each change with its time (India time).
 */
export function OrderCardFrame({
  order,
  idPrefix,
  historyLabel,
  viewer,
  banner,
  row = false,
  children,
}: OrderCardFrameProps) {
  const headingId = `${idPrefix}-${order.orderId}`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-row={row || undefined}>
      <Stack gap="md">
        <OrderHeader order={order} headingId={headingId} />

        <EndedNote order={order} viewer={viewer} />
        {banner}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">{children}</Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <StatusTimeline history={order.statusHistory} label={historyLabel} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}

/** The list of an order's items, named after the order. */
export function OrderItemList({ order, gap, children }: { order: Order; gap: number | string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      aria-label={`Items of order ${order.orderId}`}
      gap={gap}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}

/** Under an order's items: what it cost, line by line as at checkout, ending with the Total that was paid. */
export function OrderTotal({ order }: { order: Order }) {
  return (
    <>
      <Divider />
      <PriceLines priced={pricedFromRupees(order.quote)} />
    </>
  );
}

/** Two order cards standing in while the list loads; the seller's end in a row of status buttons. */
export function OrderCardsSkeleton({ withActions = false }: { withActions?: boolean }) {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1].map((i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="sm">
            <Skeleton h={22} w="40%" />
            <Skeleton h={14} w="25%" />
            <Skeleton h={48} />
            {withActions ? <Skeleton h={36} w="50%" /> : <Skeleton h={48} />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
