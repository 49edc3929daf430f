import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 2.6: what an empty cart says, on the cart page and on a checkout step reached without one. */
export function EmptyCart() {
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconShoppingCart size={34} aria-hidden />
      </ThemeIcon>
      <Text size="lg">Your cart is empty. Add something delicious!</Text>
      <Button component={Link} to="/">
        Browse dishes
      </Button>
    </Stack>
  );
}
