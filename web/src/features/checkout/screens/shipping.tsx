import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { useNavigate } from 'react-router';
import { cartQueryOptions } from '@/lib/cart-query';
import { useLatestShipping } from '../api/get-latest-shipping';
import { CartGate } from '../components/cart-gate';
import { CheckoutPage } from '../components/checkout-page';
import { ShippingAddress } from '../components/shipping-address';
import { ShippingForm } from '../components/shipping-form';
import { useCheckoutState } from '../hooks/use-checkout-state';
import { pages } from '@/lib/pages';

function SavedAddress({ onDeliverHere }: { onDeliverHere: (info: ShippingInfo) => void }) {
  const latest = useLatestShipping();
  if (latest.isPending) return <Skeleton h={120} aria-hidden />;
  // The saved address is a shortcut; without it the form below still serves.
  if (latest.isError || !latest.data.shippingInfo) return null;
  const info = latest.data.shippingInfo;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="saved-address-heading">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconMapPin size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={4}>
            <Title order={2} size="h4" id="saved-address-heading">
              Saved address
            </Title>
            <ShippingAddress info={info} />
          </Stack>
        </Group>
        <Button onClick={() => onDeliverHere(info)}>Deliver Here</Button>
      </Group>
    </Card>
  );
}

/** /shipping (docs/product.md#checkout): the address of the latest order ('Deliver Here') or a new one. */
export default function ShippingScreen() {
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions());
  const [checkout, updateCheckout] = useCheckoutState();

  const proceed = (shippingInfo: ShippingInfo) => {
    updateCheckout({ shippingInfo, amount: null });
    void navigate(pages.confirm());
  };

  return (
    <CheckoutPage step={0} title="Shipping">
      <CartGate cart={cart}>
        <SavedAddress onDeliverHere={proceed} />
        <Card withBorder padding="md" component="section" aria-labelledby="new-address-heading">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} size="h4" id="new-address-heading">
                Deliver to a new address
              </Title>
              <Text size="sm" c="dimmed">
                Enter the pincode first: the city and country fill in by themselves.
              </Text>
            </Stack>
            <ShippingForm initialValues={checkout.shippingInfo} submitLabel="Continue" onSubmit={proceed} />
          </Stack>
        </Card>
      </CartGate>
    </CheckoutPage>
  );
}
