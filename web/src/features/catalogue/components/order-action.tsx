import { Button, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import type { Food } from '@tiffin/shared/api/catalogue';
import { useId } from 'react';

/**
 * The card's ordering button (spec 2.6): 'Out of Stock', disabled, at quantity 0. Otherwise 'Add to Cart',
 * disabled and saying why until the cart opens, rather than pretending to work.
 */
export function OrderAction({ food }: { food: Pick<Food, 'quantity'> }) {
  const noteId = useId();
  if (food.quantity === 0) {
    return (
      <Button fullWidth size="sm" variant="default" disabled>
        Out of Stock
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Button
        fullWidth
        size="sm"
        disabled
        leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
        aria-describedby={noteId}
      >
        Add to Cart
      </Button>
      <Text size="xs" c="dimmed" ta="center" id={noteId}>
        Online ordering opens soon
      </Text>
    </Stack>
  );
}
