import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restaurantKeys } from './query-keys';
import { catalogueListRestaurantFoodsRoute } from '@tiffin/shared/api/routes/catalogue';

export function getRestaurantMenu({ id, cursor }: { id: string; cursor?: string }, signal?: AbortSignal) {
  return api(catalogueListRestaurantFoodsRoute, { params: { id }, query: { cursor }, signal });
}

export function restaurantMenuQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: restaurantKeys.menu(id),
    queryFn: ({ pageParam, signal }) => getRestaurantMenu({ id, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** A restaurant and its dishes, page by page; every page repeats the restaurant. */
export function useRestaurantMenu(id: string) {
  return useInfiniteQuery(restaurantMenuQueryOptions(id));
}
