import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartDelivery, CartSummary as CartSummaryData } from '@tiffin/shared/api/cart';
import { formatRupees, paiseToRupees } from '@tiffin/shared/money';
import { DELIVERY_FEE, FREE_DELIVERY_MAX_KM } from '@tiffin/shared/pricing';
import { Link } from 'react-router';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';
import { pages } from '@/lib/pages';

interface CartSummaryProps {
  summary: CartSummaryData;
  /** The restaurant the cart orders from: free delivery is measured from it. */
  restaurantName: string;
  /** Why checkout cannot start yet (a line above the stock), or null. */
  blocked: string | null;
}

/** Why the delivery line says what it says: the address the server priced it for, or that none is known yet. */
function deliveryNote({ basis, address, distanceKm }: CartDelivery, restaurantName: string): string {
  const free = `Free within ${FREE_DELIVERY_MAX_KM} km`;
  if (basis === 'unknown' || distanceKm === null)
    return `${formatRupees(paiseToRupees(DELIVERY_FEE))}, or ${free}: worked out at checkout`;
  const away = `${distanceKm.toFixed(1)} km away`;
  return basis === 'lastOrder'
    ? `${free} of ${restaurantName}: your last order's address, ${address}, is ${away}.`
    : `${free} of ${restaurantName}: you are ${away}. Your address decides at checkout.`;
}

/**
 * The summary of docs/product.md#cart with every line the card will be charged (docs/differences.md#the-customer-pays-what-the-cart-shows): subtotal, 'Tax (5%)', the delivery fee
 * (the server works it out for the address the cart will most likely ship to), the discount and the Total.
 */
export function CartSummary({ summary, restaurantName, blocked }: CartSummaryProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cart-summary-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-summary-heading">
          Summary
        </Title>
        <PriceLines
          priced={pricedFromRupees(summary)}
          deliveryNote={<span data-testid="delivery-note">{deliveryNote(summary.delivery, restaurantName)}</span>}
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
          <Button component={Link} to={pages.shipping()} fullWidth size="md">
            Proceed to Checkout
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
