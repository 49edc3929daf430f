import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartSummary as CartSummaryData } from '@tiffin/shared/api/cart';
import { formatRupees } from '@tiffin/shared/money';
import { Link } from 'react-router';

interface CartSummaryProps {
  summary: CartSummaryData;
  /** Why checkout cannot start yet (a line above the stock), or null. */
  blocked: string | null;
}

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} data-testid={`summary-${label}`}>
        {formatRupees(value)}
      </Text>
    </Group>
  );
}

/** Spec 2.6: subtotal, 'Tax (5%)' and Total (subtotal x 1.05), as the server priced them. */
export function CartSummary({ summary, blocked }: CartSummaryProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cart-summary-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-heading">
          Summary
        </Title>
        <Row label="Subtotal" value={summary.subtotal} />
        <Row label="Tax (5%)" value={summary.tax} />
        <Divider />
        <Row label="Total" value={summary.cartTotal} strong />
        {blocked && (
          <Text size="sm" c="red">
            {blocked}
          </Text>
        )}
        {blocked ? (
          <Button fullWidth size="md" disabled>
            Proceed to Checkout
          </Button>
        ) : (
          <Button component={Link} to="/shipping" fullWidth size="md">
            Proceed to Checkout
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
