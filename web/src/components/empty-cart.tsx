import { IconShoppingCart } from '@tabler/icons-react';
import { BrowseDishesButton, EmptyState } from './empty-state';
import { QueryErrorAlert } from './query-error-alert';

/** docs/product.md#cart: what an empty cart says, on the cart page and on a checkout step reached without one. */
export function EmptyCart() {
  return (
    <EmptyState icon={IconShoppingCart} action={<BrowseDishesButton />}>
      Your cart is empty. Add something delicious!
    </EmptyState>
  );
}

interface CartQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
  isRefetching: boolean;
}

/** A cart that could not be read, on the cart page and the checkout steps, with 'Try again'. */
export function CartLoadFailed({ cart }: { cart: CartQuery }) {
  return (
    <QueryErrorAlert
      title="Could not load your cart"
      error={cart.error}
      onRetry={() => void cart.refetch()}
      retrying={cart.isRefetching}
    />
  );
}
