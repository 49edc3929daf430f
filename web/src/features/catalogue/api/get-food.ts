import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { foodKeys } from './query-keys';

export function getFood(id: string, signal?: AbortSignal) {
  return api('catalogue/getFood', { params: { id }, signal });
}

export function foodQueryOptions(id: string) {
  return queryOptions({
    queryKey: foodKeys.detail(id),
    queryFn: ({ signal }) => getFood(id, signal),
  });
}

export function useFood(id: string) {
  return useQuery(foodQueryOptions(id));
}
