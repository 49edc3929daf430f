import { foodQueryOptions } from '@/features/catalogue/api/get-food';
import { cartQueryOptions } from '@/lib/cart-query';
import { getToken } from '@/lib/session';
import { appQueryClient } from './query-provider';
import type { ScreenData } from './router';

/**
 * The first read of the screens that open on data (a dish, the cart), started by their routes into the cache the
 * screens read: the screen then finds the request in flight (or answered) instead of starting it after its own
 * code has arrived and rendered. A failed read is left to the screen, which shows it and retries as usual.
 */
export const screenData: ScreenData = {
  food: (id) => appQueryClient.prefetchQuery(foodQueryOptions(id)),
  // Without a customer token the guard sends the visitor to the login page: nothing to read.
  cart: async () => {
    if (getToken('customer')) await appQueryClient.prefetchQuery(cartQueryOptions());
  },
};
