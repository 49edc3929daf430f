import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconCircleX, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { formatIndiaDateTime } from '@tiffin/shared/india-time';
import { playChime, type LiveStatus } from '@/lib/live-updates';
import { useUpdateOrderStatus, useWaitingOrders } from '../api/orders';
import { RejectOrderDialog } from './reject-order-dialog';
import { pages } from '@/lib/pages';

/** How often the alert sounds again while an order waits. */
export const ALERT_REPEAT_MS = 10_000;
const ACCEPT_FALLBACK = 'The order could not be accepted. Please try again.';

/** Sounds at once when a new order starts waiting, then every ALERT_REPEAT_MS until none waits. */
function useRepeatingChime(newestWaiting: string | undefined) {
  useEffect(() => {
    if (!newestWaiting) return;
    playChime();
    const timer = setInterval(playChime, ALERT_REPEAT_MS);
    return () => clearInterval(timer);
  }, [newestWaiting]);
}

/**
 * New orders that cannot be missed: on every seller page, while a paid order waits for the restaurant
 * (kept on the server, so a reload or another device shows it too), a banner that stays on screen with the oldest
 * waiting order's lines and Accept (to Preparing) or Reject with a reason, and a chime that repeats until someone
 * acts. Nothing closes it but acting on every waiting order.
 */
export function NewOrderAlert({ live }: { live: LiveStatus }) {
  const waiting = useWaitingOrders(live).data ?? [];
  const headingId = useId();
  const accept = useUpdateOrderStatus();
  const [rejecting, setRejecting] = useState<Order | null>(null);
  const order = waiting[0];
  const newest = waiting.at(-1)?.orderId;
  useRepeatingChime(newest);

  const acceptError = accept.isError && accept.variables.orderId === order?.orderId;

  return (
    <>
      {/* Always in the page, so a screen reader hears each new order as it arrives. */}
      <VisuallyHidden role="status">{newest ? `New order ${newest} is paid and waiting.` : ''}</VisuallyHidden>
      {order && (
        <Paper
          component="section"
          aria-labelledby={headingId}
          withBorder
          shadow="md"
          radius="md"
          p="md"
          mb="md"
          bg="var(--mantine-color-body)"
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-xs))',
            zIndex: 150,
            borderColor: 'var(--mantine-color-orange-6)',
            borderWidth: 2,
          }}
        >
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color="orange" size={36} radius="xl" aria-hidden>
                <IconBellRinging size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Title order={2} size="h4" id={headingId}>
                  {waiting.length === 1 ? 'New order waiting' : `${waiting.length} new orders waiting`}
                </Title>
                <Text size="sm" c="dimmed">
                  Order <strong>{order.orderId}</strong> · {formatRupees(order.quote.payable)} · paid{' '}
                  <time dateTime={order.createdAt}>{formatIndiaDateTime(order.createdAt)}</time>
                </Text>
              </div>
            </Group>
            <Stack component="ul" gap={2} m={0} pl="lg" aria-label={`Items of order ${order.orderId}`}>
              {order.cartItems.map((line) => (
                <Text component="li" key={line.foodId._id} size="sm">
                  <strong>{line.foodId.name}</strong> × {line.quantity}
                </Text>
              ))}
            </Stack>
            {order.remark && (
              <Text size="sm">
                <strong>Remark:</strong> {order.remark}
              </Text>
            )}
            {acceptError && <ErrorAlert>{serverMessageOr(accept.error, ACCEPT_FALLBACK)}</ErrorAlert>}
            <SimpleGrid
              cols={{ base: 1, xs: 2 }}
              spacing="sm"
              role="group"
              aria-label={`Answer order ${order.orderId}`}
            >
              <Button
                color="green"
                size="md"
                leftSection={<IconToolsKitchen2 size={18} aria-hidden />}
                loading={accept.isPending && accept.variables.orderId === order.orderId}
                disabled={rejecting !== null}
                onClick={() =>
                  accept.mutate(
                    { orderId: order.orderId, status: 'Preparing' },
                    { onSuccess: ({ message }) => notifications.show({ color: 'green', message }) },
                  )
                }
              >
                Accept
              </Button>
              <Button
                color="red"
                variant="outline"
                size="md"
                leftSection={<IconCircleX size={18} aria-hidden />}
                disabled={accept.isPending}
                onClick={() => setRejecting(order)}
              >
                Reject
              </Button>
            </SimpleGrid>
            {waiting.length > 1 && (
              <Text size="sm">
                {waiting.length - 1} more waiting after this one.{' '}
                <Anchor component={Link} to={pages.sellerOrders()}>
                  See every order
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      <RejectOrderDialog order={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
