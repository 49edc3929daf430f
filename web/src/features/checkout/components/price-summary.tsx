import { Group, Text } from '@mantine/core';
import type { Quote } from '@tiffin/shared/pricing';
import { PriceLines } from '@/components/price/price-lines';

/** The confirm page's price: the shared lines (delivery free within 5 km, 20% off from ₹2000) and the distance. */
export function PriceSummary({ quote }: { quote: Quote }) {
  return (
    <PriceLines priced={quote}>
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed">
          Distance
        </Text>
        <Text size="sm" c="dimmed" data-testid="price-Distance">
          {quote.distanceKm === null ? 'Unknown' : `${quote.distanceKm.toFixed(1)} km`}
        </Text>
      </Group>
    </PriceLines>
  );
}
