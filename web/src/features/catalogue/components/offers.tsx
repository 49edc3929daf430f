import { List, Paper, Title } from '@mantine/core';
import { IconDiscount2, IconTruckDelivery } from '@tabler/icons-react';
import { formatRupees, paiseToRupees } from '@tiffin/shared/money';
import { DISCOUNT_RATE, DISCOUNT_THRESHOLD, FREE_DELIVERY_MAX_KM } from '@tiffin/shared/pricing';

/** The offers of docs/product.md#food-page, worded from the same constants the checkout uses. */
export const offerLines = [
  `${Math.round(DISCOUNT_RATE * 100)}% off on orders of ${formatRupees(paiseToRupees(DISCOUNT_THRESHOLD))} or more`,
  `Free delivery within ${FREE_DELIVERY_MAX_KM} km`,
] as const;

export function Offers() {
  return (
    <Paper withBorder p="sm" radius="md" bg="yellow.0" component="section" aria-labelledby="offers-heading">
      <Title order={2} size="h5" id="offers-heading" mb={6}>
        Offers
      </Title>
      <List spacing={4} size="sm" center>
        <List.Item icon={<IconDiscount2 size={18} color="var(--mantine-color-brand-7)" aria-hidden />}>
          {offerLines[0]}
        </List.Item>
        <List.Item icon={<IconTruckDelivery size={18} color="var(--mantine-color-brand-7)" aria-hidden />}>
          {offerLines[1]}
        </List.Item>
      </List>
    </Paper>
  );
}
