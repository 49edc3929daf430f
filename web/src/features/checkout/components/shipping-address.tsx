import { Stack, Text } from '@mantine/core';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';

/** An address as a customer reads it. */
export function ShippingAddress({ info }: { info: ShippingInfo }) {
  return (
    <Stack gap={2}>
      <Text>{info.address}</Text>
      <Text>
        {info.city} {info.pincode}, {info.country}
      </Text>
      <Text c="dimmed" size="sm">
        Phone: {info.phone}
      </Text>
    </Stack>
  );
}
