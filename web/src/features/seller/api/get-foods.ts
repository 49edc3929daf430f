import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, cursorPages } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';

export function getSellerFoods(cursor: string | undefined, signal?: AbortSignal) {
  return api('seller/listFoods', { query: { cursor }, signal });
}

export function sellerFoodsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: sellerKeys.foodList(),
    queryFn: ({ pageParam, signal }) => getSellerFoods(pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('seller'),
  });
}

/** The restaurant's own dishes, 50 a page. */
export function useSellerFoods() {
  return useInfiniteQuery(sellerFoodsQueryOptions());
}
