import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatRupees, paiseToRupees } from '@tiffin/shared/money';
import type { Quote } from '@tiffin/shared/pricing';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} data-testid={`price-${label}`}>
        {value}
      </Text>
    </Group>
  );
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Spec 9: subtotal, delivery (free within 5 km), 20% off from ₹2000, and the payable amount (no tax in it). */
export function PriceSummary({ quote }: { quote: Quote }) {
  return (
    <Stack gap="xs">
      <Row label="Subtotal" value={rupees(quote.subtotal)} />
      <Row label="Delivery fee" value={quote.deliveryFee === 0 ? 'Free' : rupees(quote.deliveryFee)} />
      {quote.discount > 0 && <Row label="Discount (20%)" value={`- ${rupees(quote.discount)}`} />}
      <Row label="Distance" value={quote.distanceKm === null ? 'Unknown' : `${quote.distanceKm.toFixed(1)} km`} />
      <Divider />
      <Row label="Amount payable" value={rupees(quote.payable)} strong />
    </Stack>
  );
}
