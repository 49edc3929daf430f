import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { placeholderPulse } from '@/components/card-grid';
import { CartLoadFailed, EmptyCart } from '@/components/empty-cart';
import { useCart } from '../api/get-cart';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';

function CartSkeleton() {
  return (
    <Grid gap="lg" aria-hidden className={placeholderPulse}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Paper key={i} withBorder p="sm">
              <Skeleton h={72} animate={false} />
            </Paper>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={220} animate={false} />
      </Grid.Col>
    </Grid>
  );
}

/** /cart (docs/product.md#cart). */
export default function CartScreen() {
  const cart = useCart();
  // The lines render in a transition (React slices it between frames) rather than in the one synchronous render
  // the query's answer triggers; the skeleton stays until then.
  const data = useDeferredValue(cart.data);

  return (
    <Stack gap="lg">
      <title>Cart · Tiffin</title>
      <Title order={1} size="h2">
        Cart
      </Title>
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <CartLoadFailed cart={cart} />
      ) : !data ? (
        <CartSkeleton />
      ) : data.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {data.restaurant && (
                <Text c="dimmed">
                  From <strong>{data.restaurant.name}</strong>
                </Text>
              )}
              <Stack component="ul" aria-label="Cart items" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.items.map((line) => (
                  <CartLine key={line._id} line={line} />
                ))}
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary
              summary={data.summary}
              restaurantName={data.restaurant?.name ?? 'the restaurant'}
              blocked={
                data.items.some((line) => line.quantity > line.foodId.quantity)
                  ? 'Lower the quantities above the stock to check out.'
                  : null
              }
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
