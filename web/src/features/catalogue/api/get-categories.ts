import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoryKeys } from './query-keys';
import { catalogueListCategoriesRoute } from '@tiffin/shared/api/routes/catalogue';

export function getCategories(city: string | undefined, signal?: AbortSignal) {
  return api(catalogueListCategoriesRoute, { query: city ? { city } : {}, signal });
}

/** The categories; with a city, only those its dishes use. */
export function categoriesQueryOptions(city?: string) {
  return queryOptions({
    queryKey: categoryKeys.list(city),
    queryFn: ({ signal }) => getCategories(city, signal),
    staleTime: 5 * 60_000,
  });
}

/** `enabled: false` holds the request back (while the city is still being found). */
export function useCategories(city?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(city), enabled });
}
