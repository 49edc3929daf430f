import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { foodKeys } from './query-keys';
import { catalogueGetFoodRoute } from '@tiffin/shared/api/routes/catalogue';

export function getFood(id: string, signal?: AbortSignal) {
  return api(catalogueGetFoodRoute, { params: { id }, signal });
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
