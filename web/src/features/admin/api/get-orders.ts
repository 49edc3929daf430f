import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { sessionQueryMeta } from '@/lib/session';
import { adminKeys } from './query-keys';
import { ordersListAllRoute } from '@tiffin/shared/api/routes/orders';

export function getAllOrders({ cursor, limit }: { cursor?: string; limit?: number }, signal?: AbortSignal) {
  return api(ordersListAllRoute, { query: { cursor, limit }, signal });
}

export function allOrdersQueryOptions() {
  return { ...pagedQueryOptions(ordersListAllRoute, { queryKey: adminKeys.orders(), role: 'admin' }), staleTime: 0 };
}

/** Every order of the marketplace, newest first, a page at a time. */
export function useAllOrders() {
  return useInfiniteQuery(allOrdersQueryOptions());
}

/**
 * The commission report. The API sends it only along a page of orders, so this asks for the smallest
 * page (one order) and keeps the report.
 */
export function commissionReportQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.revenue(),
    queryFn: async ({ signal }) => (await getAllOrders({ limit: 1 }, signal)).commissionReport,
    meta: sessionQueryMeta('admin'),
    staleTime: 0,
  });
}

export function useCommissionReport() {
  return useQuery(commissionReportQueryOptions());
}
