import type { UseQueryResult } from '@tanstack/react-query';
import type { Cart } from '@tiffin/shared/api/cart';
import type { ReactNode } from 'react';
import { CartLoadFailed, EmptyCart } from '@/components/empty-cart';

/** A checkout step needs a cart: one that could not be read, or holds nothing, is said instead of the step. */
export function CartGate({ cart, children }: { cart: UseQueryResult<Cart>; children: ReactNode }) {
  if (cart.isError) return <CartLoadFailed cart={cart} />;
  if (cart.isSuccess && cart.data.items.length === 0) return <EmptyCart />;
  return children;
}
