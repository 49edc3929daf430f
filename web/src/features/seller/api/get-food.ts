import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';
import { sellerGetFoodRoute } from '@tiffin/shared/api/routes/seller';

export function getSellerFood(id: string, signal?: AbortSignal) {
  return api(sellerGetFoodRoute, { params: { id }, signal });
}

export function sellerFoodQueryOptions(id: string) {
  return queryOptions({
    queryKey: sellerKeys.food(id),
    queryFn: ({ signal }) => getSellerFood(id, signal),
    meta: sessionQueryMeta('seller'),
  });
}

/** One of the restaurant's dishes; another restaurant's dish answers 404 like a missing one. */
export function useSellerFood(id: string) {
  return useQuery(sellerFoodQueryOptions(id));
}
