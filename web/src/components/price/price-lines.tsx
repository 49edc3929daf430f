import { Divider, Group, Stack, Text } from '@mantine/core';
import type { PriceQuote } from '@tiffin/shared/api/orders';
import { rupeesToPaise } from '@tiffin/shared/money';
import { priceRows, type Quote } from '@tiffin/shared/pricing';
import type { ReactNode } from 'react';

type Priced = Pick<Quote, 'subtotal' | 'tax' | 'deliveryFee' | 'discount' | 'payable'>;

/** A price the API sent in rupees, as the paise `priceRows` reads. */
export const pricedFromRupees = (rupees: Omit<PriceQuote, 'cartTotal' | 'distanceKm'>): Priced => ({
  subtotal: rupeesToPaise(rupees.subtotal),
  tax: rupeesToPaise(rupees.tax),
  deliveryFee: rupeesToPaise(rupees.deliveryFee),
  discount: rupeesToPaise(rupees.discount),
  payable: rupeesToPaise(rupees.payable),
});

interface PriceLinesProps {
  priced: Priced;
  /** Under the delivery line, e.g. why the cart's fee may still become Free. */
  deliveryNote?: ReactNode;
  /** Extra rows before the total (the confirm page's distance). */
  children?: ReactNode;
}

/**
 * The one way a price is shown (cart, confirm, payment, My Orders, the seller's orders): Subtotal, Tax (5%),
 * Delivery fee, Discount when there is one, and the Total the card is charged, from the shared `priceRows`.
 */
export function PriceLines({ priced, deliveryNote, children }: PriceLinesProps) {
  const rows = priceRows(priced);
  const total = rows.at(-1)!;
  return (
    <Stack gap={6}>
      {rows.slice(0, -1).map((row) => (
        <Stack gap={0} key={row.key}>
          <Group justify="space-between" gap="md" wrap="nowrap">
            <Text>{row.label}</Text>
            <Text data-testid={`price-${row.label}`}>{row.text}</Text>
          </Group>
          {row.key === 'delivery' && deliveryNote && (
            <Text size="xs" c="dimmed">
              {deliveryNote}
            </Text>
          )}
        </Stack>
      ))}
      {children}
      <Divider />
      <Group justify="space-between" gap="md" wrap="nowrap">
        <Text fw={700}>{total.label}</Text>
        <Text fw={700} data-testid={`price-${total.label}`}>
          {total.text}
        </Text>
      </Group>
    </Stack>
  );
}
