import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { foodKeys, type FoodFilters } from './query-keys';
import { catalogueListFoodsRoute } from '@tiffin/shared/api/routes/catalogue';

export function getFoods(filters: FoodFilters & { cursor?: string }, signal?: AbortSignal) {
  return api(catalogueListFoodsRoute, { query: filters, signal });
}

export function foodsQueryOptions(filters: FoodFilters) {
  return infiniteQueryOptions({
    queryKey: foodKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getFoods({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Dishes of a city's restaurants; the last list stays on screen while a new filter loads. */
export function useFoods(filters: FoodFilters) {
  return useInfiniteQuery({ ...foodsQueryOptions(filters), placeholderData: keepPreviousData });
}
