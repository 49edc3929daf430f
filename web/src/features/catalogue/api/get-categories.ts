import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoryKeys } from './query-keys';

export function getCategories(signal?: AbortSignal) {
  return api('catalogue/listCategories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
