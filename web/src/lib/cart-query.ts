import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '@tiffin/shared/api/cart';
import { api } from './api-client';
import { sessionQueryMeta } from './session';
import { cartGetRoute } from '@tiffin/shared/api/routes/cart';

/**
 * The customer's cart, one cache entry shared by the navbar badge, the cart page and the checkout
 * (two features read it, so it lives here rather than in either of them).
 */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

export function getCart(signal?: AbortSignal) {
  return api(cartGetRoute, { signal });
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => getCart(signal),
    meta: sessionQueryMeta('customer'),
  });
}

export const EMPTY_CART: Cart = {
  items: [],
  restaurant: null,
  count: 0,
  summary: {
    subtotal: 0,
    tax: 0,
    cartTotal: 0,
    deliveryFee: 0,
    discount: 0,
    payable: 0,
    delivery: { basis: 'unknown', address: null, distanceKm: null },
  },
};

/** Every cart change answers with the new cart: it is shown at once, then checked against the server. */
export function cartChanged(queryClient: QueryClient, cart: Cart | undefined) {
  if (cart) queryClient.setQueryData(cartKeys.detail(), cart);
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
