import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { clearCheckoutState } from '../hooks/use-checkout-state';
import { pages } from '@/lib/pages';

const orderIdOf = (state: unknown) => {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).orderId : undefined;
  return typeof value === 'string' && value ? value : null;
};

/** /ordersuccess (docs/product.md#checkout): the order id comes in navigation state; without it, My Orders has it. */
export default function OrderSuccessScreen() {
  const orderId = orderIdOf(useLocation().state);

  // The order is placed: the address and remark of this checkout are done with.
  useEffect(() => {
    if (orderId) clearCheckoutState();
  }, [orderId]);

  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <title>Order placed · Tiffin</title>
      <ThemeIcon size={72} radius="xl" color="green" variant="light">
        <IconCircleCheck size={44} aria-hidden />
      </ThemeIcon>
      {/* The words of docs/product.md#checkout; on a phone the '!' stays with its word and the lines come out even. */}
      <Title order={1} size="h2" c="green.8" style={{ textWrap: 'balance' }}>
        PAYMENT <span style={{ whiteSpace: 'nowrap' }}>SUCCESSFULL !</span>
      </Title>
      {orderId ? (
        <Text size="lg">
          Your order id is <strong data-testid="order-id">{orderId}</strong>
        </Text>
      ) : (
        <Text c="dimmed">Your order and its id are in My Orders.</Text>
      )}
      <Group gap="sm" justify="center">
        <Button component={Link} to={pages.myOrders()}>
          View My Orders
        </Button>
        <Button component={Link} to={pages.home()} variant="default">
          Continue shopping
        </Button>
      </Group>
    </Stack>
  );
}
