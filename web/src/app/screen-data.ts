import { cartQueryOptions } from '@/lib/cart-query';
import { getToken } from '@/lib/session';
import { appQueryClient } from './query-provider';

/**
 * The first read of the cart screen, started by its page's loader (app/screens/cart.tsx) into the cache the screen reads:
 * the screen then finds the request in flight (or answered) instead of starting it after its own code has arrived
 * and rendered. A failed read is left to the screen, which shows it and retries as usual. (The storefront's pages
 * that open on public data have theirs started by the page's HTML: app/early-data.tsx.)
 */
export const screenData = {
  // Without a customer token the guard sends the visitor to the login page: nothing to read.
  cart: async () => {
    if (getToken('customer')) await appQueryClient.prefetchQuery(cartQueryOptions());
  },
};
