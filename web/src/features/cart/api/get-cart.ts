import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

export function getCart(signal?: AbortSignal) {
  return api('cart/get', { signal });
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => getCart(signal),
    meta: sessionQueryMeta('customer'),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Units in the cart, or null when the answer is not a list of cart lines. The cart route's answer is not typed yet
 * (it answers 501 until the cart issue serves it), so an unknown shape gives no number rather than a wrong one.
 */
export function countCartItems(cart: unknown): number | null {
  const lines = Array.isArray(cart)
    ? cart
    : isRecord(cart)
      ? [cart.items, cart.cartItems, cart.lines].find((value) => Array.isArray(value))
      : undefined;
  if (!Array.isArray(lines)) return null;
  let count = 0;
  for (const line of lines) {
    if (!isRecord(line)) return null;
    const quantity = line.quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return null;
    count += quantity;
  }
  return count;
}

/** The navbar's cart count: a number once the cart is known, otherwise null (no badge). */
export function useCartCount(enabled: boolean): number | null {
  const query = useQuery({ ...cartQueryOptions(), enabled, select: countCartItems });
  return query.isSuccess ? query.data : null;
}
