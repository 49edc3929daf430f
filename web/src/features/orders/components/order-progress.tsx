import { Text, Timeline } from '@mantine/core';
import { isEnded, ORDER_STATUSES, type Order, type OrderStatus } from '@tiffin/shared/api/orders';
import { formatIndiaDateTime } from '@tiffin/shared/india-time';
import { deliveryMinutesFor } from '@tiffin/shared/pricing';
import { ORDER_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import { STATUS_ICONS } from '@/components/orders/status-badges';

/**
 * When the order should arrive: paid at, plus the restaurant card's own estimate for its distance (cooking and the
 * ride). None once it is delivered or ended, or when the address could not be placed on the map.
 */
export function estimatedDeliveryAt(order: Order): Date | null {
  if (order.orderStatus === 'Delivered' || isEnded(order.orderStatus) || order.quote.distanceKm === null) return null;
  const paidAt = order.statusHistory[0]?.at ?? order.createdAt;
  return new Date(Date.parse(paidAt) + deliveryMinutesFor(order.quote.distanceKm) * 60_000);
}

/** The steps an order goes through: Pending, Preparing, Delivered; one that ended early stops at its end. */
function stepsOf(order: Order): OrderStatus[] {
  if (!isEnded(order.orderStatus)) return [...ORDER_STATUSES];
  return [...order.statusHistory.map(({ status }) => status).filter((status) => !isEnded(status)), order.orderStatus];
}

/**
 * Every step of the order on a line, in the status vocabulary's labels, icons and the current status's colour: the
 * steps done with their time (India time), the steps to come greyed.
 */
export function OrderProgress({ order }: { order: Order }) {
  const steps = stepsOf(order);
  const doneAt = new Map(order.statusHistory.map(({ status, at }) => [status, at]));
  const active = steps.findLastIndex((status) => doneAt.has(status));
  return (
    <Timeline
      active={active}
      bulletSize={28}
      lineWidth={3}
      color={ORDER_STATUS_LOOK[order.orderStatus].color}
      role="list"
      aria-label="Order progress"
    >
      {steps.map((status) => {
        const { label, icon } = ORDER_STATUS_LOOK[status];
        const Icon = STATUS_ICONS[icon];
        const at = doneAt.get(status);
        return (
          <Timeline.Item
            key={status}
            role="listitem"
            aria-label={label}
            data-done={at ? true : undefined}
            bullet={<Icon size={16} aria-hidden />}
            title={
              <Text fw={600} c={at ? undefined : 'dimmed'}>
                {label}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              {at ? <time dateTime={at}>{formatIndiaDateTime(at)}</time> : 'To come'}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
