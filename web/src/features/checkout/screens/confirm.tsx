import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { paiseToRupees } from '@tiffin/shared/money';
import { messages } from '@tiffin/shared/rules/messages';
import { isSameCity, isShippingInfoValidForConfirm, type ShippingInfo } from '@tiffin/shared/rules/shipping';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { cartQueryOptions } from '@/lib/cart-query';
import { useDeliveryPoint } from '../api/lookup-pincode';
import { checkoutQuote } from '../checkout-quote';
import { CartGate } from '../components/cart-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderItems } from '../components/order-items';
import { PriceSummary } from '../components/price-summary';
import { ShippingAddress } from '../components/shipping-address';
import { ShippingForm } from '../components/shipping-form';
import { useCheckoutState } from '../hooks/use-checkout-state';
import { pages } from '@/lib/pages';

/** What the payment step passes back when the server priced the order differently. */
export interface ConfirmNavigationState {
  notice?: string;
}

const REMARK_MAX = 300;

/**
 * /confirm (docs/product.md#checkout and docs/product.md#confirm-step): review and edit the shipping info, the items, an optional remark, the price
 * and the distance; proceeding re-checks the address, refuses an unsaved edit and a different city.
 */
export default function ConfirmScreen() {
  const navigate = useNavigate();
  const notice = (useLocation().state as ConfirmNavigationState | null)?.notice;
  const cart = useQuery(cartQueryOptions());
  const [checkout, updateCheckout] = useCheckoutState();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const info = checkout.shippingInfo;
  const point = useDeliveryPoint(info);

  if (!info) return <Navigate to={pages.shipping()} replace />;

  const delivery = point.data ? { lat: point.data.latitude, lon: point.data.longitude } : null;
  // An address its pincode contradicts is refused at payment too: said here, and no payment starts.
  const mismatch = isApiError(point.error, 400) ? point.error.message : null;
  // A failed lookup leaves the default delivery fee (docs/product.md#silent-failures); only a lookup still running waits.
  const priced = cart.data && !point.isLoading ? checkoutQuote(cart.data, delivery) : null;

  const save = (shippingInfo: ShippingInfo) => {
    updateCheckout({ shippingInfo });
    setEditing(false);
    setProblem(null);
  };

  const proceed = () => {
    if (!cart.data || !priced) return;
    if (editing) return setProblem(messages.saveShippingFirst);
    if (!isShippingInfoValidForConfirm(info)) return setProblem(messages.invalidShipping);
    if (mismatch) return setProblem(mismatch);
    const restaurant = cart.data.restaurant;
    if (restaurant && !isSameCity(info.city, restaurant.city)) return setProblem(messages.differentCity);
    setProblem(null);
    updateCheckout({ amount: paiseToRupees(priced.payable) });
    void navigate(pages.payment());
  };

  return (
    <CheckoutPage step={1} title="Confirm order">
      <CartGate cart={cart}>
        {notice && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {notice}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Card withBorder padding="md" component="section" aria-labelledby="confirm-shipping-heading">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} size="h4" id="confirm-shipping-heading">
                      Shipping info
                    </Title>
                    {!editing && (
                      <Button
                        variant="subtle"
                        size="xs"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => setEditing(true)}
                      >
                        Edit
                      </Button>
                    )}
                  </Group>
                  {editing ? (
                    <ShippingForm
                      initialValues={info}
                      submitLabel="Save"
                      onSubmit={save}
                      onCancel={() => {
                        setEditing(false);
                        setProblem(null);
                      }}
                    />
                  ) : (
                    <ShippingAddress info={info} />
                  )}
                </Stack>
              </Card>
              <Card withBorder padding="md" component="section" aria-labelledby="confirm-items-heading">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="confirm-items-heading">
                    Items{cart.data?.restaurant ? ` from ${cart.data.restaurant.name}` : ''}
                  </Title>
                  {cart.data ? <OrderItems items={cart.data.items} /> : <Skeleton h={100} aria-hidden />}
                </Stack>
              </Card>
              <Textarea
                label="Remark (optional)"
                description="Anything the restaurant should know, such as less spicy or no onion."
                autosize
                minRows={2}
                maxLength={REMARK_MAX}
                value={checkout.remark}
                onChange={(event) => updateCheckout({ remark: event.currentTarget.value })}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder padding="md" component="section" aria-labelledby="confirm-price-heading">
              <Stack gap="md">
                <Title order={2} size="h4" id="confirm-price-heading">
                  Price summary
                </Title>
                {priced ? <PriceSummary quote={priced} /> : <Skeleton h={140} aria-hidden />}
                {(problem ?? mismatch) && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {problem ?? mismatch}
                  </Alert>
                )}
                <Button size="md" fullWidth onClick={proceed} disabled={!priced}>
                  Proceed to Payment
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  You pay on the next step, by card.
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </CartGate>
    </CheckoutPage>
  );
}
