import { foodQueryOptions } from '@/features/catalogue/api/get-food';
import { restaurantsQueryOptions } from '@/features/catalogue/api/get-restaurants';
import { reverseGeocodeQueryOptions } from '@/lib/reverse-geocode';
import { normaliseCity } from '@/features/location/cities';
import { askDevicePositionEarly } from '@/lib/device-position';
import { cartQueryOptions } from '@/lib/cart-query';
import { getToken } from '@/lib/session';
import { appQueryClient } from './query-provider';
import type { ScreenData } from './router';

/**
 * The first read of the screens that open on data (the home page's city, a dish, the cart), started by their routes
 * into the cache the screens read: the screen then finds the request in flight (or answered) instead of starting it
 * after its own code has arrived and rendered. A failed read is left to the screen, which shows it and retries as
 * usual.
 */
export const screenData: ScreenData = {
  // The device's position (the page takes this answer), its city, then the city's restaurants: the home page's
  // largest paint is the first restaurant's photo, at the end of that chain.
  home: async () => {
    const position = await askDevicePositionEarly();
    if (position.status !== 'located') return;
    const place = await appQueryClient.fetchQuery(reverseGeocodeQueryOptions(position.coords)).catch(() => null);
    if (place?.city) await appQueryClient.prefetchInfiniteQuery(restaurantsQueryOptions(normaliseCity(place.city)));
  },
  food: (id) => appQueryClient.prefetchQuery(foodQueryOptions(id)),
  // Without a customer token the guard sends the visitor to the login page: nothing to read.
  cart: async () => {
    if (getToken('customer')) await appQueryClient.prefetchQuery(cartQueryOptions());
  },
};
