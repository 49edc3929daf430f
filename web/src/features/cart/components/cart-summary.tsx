import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartSummary as CartSummaryData } from '@tiffin/shared/api/cart';
import { Link } from 'react-router';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';

interface CartSummaryProps {
  summary: CartSummaryData;
  /** Why checkout cannot start yet (a line above the stock), or null. */
  blocked: string | null;
}

/**
 * Spec 2.6's summary with every line the card will be charged (DESIGN 12): subtotal, 'Tax (5%)', the delivery fee
 * (the address decides it at checkout), the discount and the Total, as the server priced them.
 */
export function CartSummary({ summary, blocked }: CartSummaryProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cart-summary-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-heading">
          Summary
        </Title>
        <PriceLines
          priced={pricedFromRupees(summary)}
          deliveryNote="Free when you live within 5 km of the restaurant: your pincode decides at checkout."
        />
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
