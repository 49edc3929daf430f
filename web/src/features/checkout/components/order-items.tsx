import { Group, Image, Stack, Text } from '@mantine/core';
import type { CartLine } from '@tiffin/shared/api/cart';
import { formatRupees } from '@tiffin/shared/money';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';

/** The dishes about to be ordered. */
export function OrderItems({ items }: { items: CartLine[] }) {
  return (
    <Stack component="ul" aria-label="Items" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map(({ _id, foodId: food, quantity }) => (
        <Group component="li" key={_id} wrap="nowrap" gap="sm">
          <Image src={food.image || null} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={56} h={44} radius="sm" />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lineClamp={1}>
              {food.name}
            </Text>
            <Text size="sm" c="dimmed">
              {quantity} x {formatRupees(food.price)}
            </Text>
          </Stack>
          <Text fw={600}>{formatRupees(food.price * quantity)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
