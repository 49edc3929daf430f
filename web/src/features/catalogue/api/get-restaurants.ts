import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restaurantKeys } from './query-keys';
import { catalogueListRestaurantsRoute } from '@tiffin/shared/api/routes/catalogue';

export function getRestaurants({ city, cursor }: { city: string; cursor?: string }, signal?: AbortSignal) {
  return api(catalogueListRestaurantsRoute, { query: { city, cursor }, signal });
}

export function restaurantsQueryOptions(city: string) {
  return infiniteQueryOptions({
    queryKey: restaurantKeys.list({ city }),
    queryFn: ({ pageParam, signal }) => getRestaurants({ city, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The restaurants of a city, page by page; idle until the city is known. */
export function useRestaurants(city: string | null) {
  return useInfiniteQuery({ ...restaurantsQueryOptions(city ?? ''), enabled: city !== null });
}
