import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { RestaurantDelivery } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';

/** '25 min · 0.9 km · Free delivery' or '50 min · 8.7 km · ₹40 delivery': the server's estimate to the likely address. */
export function DeliveryEstimate({ delivery }: { delivery: RestaurantDelivery }) {
  const fee = delivery.fee === 0 ? 'Free delivery' : `${formatRupees(delivery.fee)} delivery`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" data-testid="delivery-estimate">
        {delivery.minutes} min · {delivery.distanceKm} km · {fee}
      </Text>
    </Group>
  );
}
