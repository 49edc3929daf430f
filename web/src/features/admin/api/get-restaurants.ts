import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, cursorPages } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { adminKeys } from './query-keys';

export function getAdminRestaurants(cursor: string | undefined, signal?: AbortSignal) {
  return api('admin/listRestaurants', { query: { cursor }, signal });
}

export function adminRestaurantsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.restaurants(),
    queryFn: ({ pageParam, signal }) => getAdminRestaurants(pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('admin'),
  });
}

/** Every restaurant, listed or not, a page at a time. */
export function useAdminRestaurants() {
  return useInfiniteQuery(adminRestaurantsQueryOptions());
}
