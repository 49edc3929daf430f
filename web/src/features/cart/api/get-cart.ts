import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@tiffin/shared/api/cart';
import { cartQueryOptions } from '@/lib/cart-query';

export function useCart() {
  return useQuery(cartQueryOptions());
}

const countOf = (cart: Cart) => cart.count;

/** The navbar's cart count: the units in the cart once it is known, otherwise null (no badge). */
export function useCartCount(enabled: boolean): number | null {
  const query = useQuery({ ...cartQueryOptions(), enabled, select: countOf });
  return query.isSuccess ? query.data : null;
}
