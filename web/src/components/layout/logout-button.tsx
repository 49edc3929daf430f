import { Button, type MantineSpacing } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/** Logout in a top bar (docs/product.md#navigation-bars), the same for the customer, the seller and the admin. */
export function LogoutButton({ onLogout, px }: { onLogout: () => void; px?: MantineSpacing }) {
  return (
    <Button
      variant="subtle"
      color="gray.8"
      px={px}
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={onLogout}
    >
      Logout
    </Button>
  );
}
