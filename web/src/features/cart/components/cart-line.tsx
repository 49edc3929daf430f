import { ActionIcon, Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CartLine as CartLineData } from '@tiffin/shared/api/cart';
import { formatRupees } from '@tiffin/shared/money';
import { Link } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { useRemoveFromCart, useUpdateCartLine } from '../api/change-cart';
import { pages } from '@/lib/pages';

const showFailure = (error: unknown, fallback: string) => {
  if (isApiError(error, 401)) return;
  notifications.show({ color: 'red', title: 'Cart not changed', message: serverMessageOr(error, fallback) });
};

/** One cart line (docs/product.md#cart): minus stops at 1, plus stops at the dish's stock, and a remove button. */
export function CartLine({ line }: { line: CartLineData }) {
  const { foodId: food, quantity } = line;
  const update = useUpdateCartLine();
  const remove = useRemoveFromCart();
  const busy = update.isPending || remove.isPending;
  const overStock = quantity > food.quantity;

  const change = (action: 'increase' | 'decrease') =>
    update.mutate(
      { foodId: food._id, action },
      { onError: (error) => showFailure(error, 'Failed to update the cart.') },
    );

  return (
    <Paper withBorder p="sm" component="li" aria-label={food.name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image
          src={food.image || null}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          w={88}
          h={72}
          radius="sm"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={pages.food(food._id)} fw={600} c="inherit" lineClamp={1}>
            {food.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatRupees(food.price)} each
          </Text>
          {overStock && (
            <Text size="sm" c="red">
              {food.quantity === 0 ? 'Out of Stock' : `Only ${food.quantity} left in stock`}
            </Text>
          )}
          <Group gap="xs" mt={4} wrap="nowrap" role="group" aria-label={`Quantity of ${food.name}`}>
            <ActionIcon
              variant="default"
              aria-label={`Decrease quantity of ${food.name}`}
              disabled={quantity <= 1 || busy}
              onClick={() => change('decrease')}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
            <Text fw={600} miw={24} ta="center" data-testid="line-quantity">
              {quantity}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={`Increase quantity of ${food.name}`}
              disabled={quantity >= food.quantity || busy}
              onClick={() => change('increase')}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Text fw={700} data-testid="line-total">
            {formatRupees(food.price * quantity)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${food.name}`}
            disabled={busy}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(food._id, {
                onSuccess: ({ message }) => notifications.show({ color: 'green', message: `${food.name}: ${message}` }),
                onError: (error) => showFailure(error, 'Failed to remove the item.'),
              })
            }
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Stack>
      </Group>
    </Paper>
  );
}
