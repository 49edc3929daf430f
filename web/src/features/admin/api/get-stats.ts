import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { adminKeys } from './query-keys';
import { adminStatsRoute } from '@tiffin/shared/api/routes/admin';

export function getDashboardStats(signal?: AbortSignal) {
  return api(adminStatsRoute, { signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
    meta: sessionQueryMeta('admin'),
    // The figures move with every order; the dashboard is fresh on every visit.
    staleTime: 0,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
