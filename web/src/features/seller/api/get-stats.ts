import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';
import { sellerStatsRoute } from '@tiffin/shared/api/routes/seller';

/** The weekly stats job stores new figures every 30 s locally and every 15 min in AWS. */
export const SELLER_STATS_REFRESH_MS = 60_000;

export function getSellerStats(signal?: AbortSignal) {
  return api(sellerStatsRoute, { signal });
}

export function sellerStatsQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.stats(),
    queryFn: ({ signal }) => getSellerStats(signal),
    meta: sessionQueryMeta('seller'),
  });
}

export function useSellerStats() {
  return useQuery({ ...sellerStatsQueryOptions(), staleTime: 0, refetchInterval: SELLER_STATS_REFRESH_MS });
}
