import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, cursorPages } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { adminKeys } from './query-keys';

export function getSellers(cursor: string | undefined, signal?: AbortSignal) {
  return api('admin/listSellers', { query: { cursor }, signal });
}

export function sellersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.sellers(),
    queryFn: ({ pageParam, signal }) => getSellers(pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('admin'),
  });
}

/** Sellers, newest first, a page (ADMIN_PAGE_SIZE) at a time. */
export function useSellers() {
  return useInfiniteQuery(sellersQueryOptions());
}
