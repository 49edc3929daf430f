import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ResponseOf, RouteId } from '@tiffin/shared/api/routes';
import { api, cursorPages, type ApiOptions } from './api-client';
import { sessionQueryMeta, type SessionRole } from './session';

/** The routes that answer `{ items, nextCursor }`. */
export type PagedRouteId = {
  [K in RouteId]: ResponseOf<K> extends { items: unknown[]; nextCursor: string | null } ? K : never;
}[RouteId];

type PageQuery<K extends PagedRouteId> = Omit<NonNullable<ApiOptions<K>['query']>, 'cursor'>;
type PageParams<K extends PagedRouteId> = ApiOptions<K>['params'];

/**
 * One list of the API, a page at a time: each page asks with the cursor the last one answered, until
 * there is none. A list behind a sign-in names its role, so a 401 ends that role's session.
 */
export function pagedQueryOptions<K extends PagedRouteId>(
  id: K,
  {
    queryKey,
    query,
    params,
    role,
    enabled,
  }: { queryKey: QueryKey; query?: PageQuery<K>; params?: PageParams<K>; role?: SessionRole; enabled?: boolean },
) {
  const call = api as (
    route: K,
    options: { query: object; params?: object; signal: AbortSignal },
  ) => Promise<ResponseOf<K>>;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      call(id, { query: { ...query, cursor: pageParam }, ...(params ? { params } : {}), signal }),
    ...(enabled === undefined ? {} : { enabled }),
    ...cursorPages,
    ...(role ? { meta: sessionQueryMeta(role) } : {}),
  });
}

export function usePagedQuery<K extends PagedRouteId>(id: K, options: Parameters<typeof pagedQueryOptions<K>>[1]) {
  return useInfiniteQuery(pagedQueryOptions(id, options));
}

/** The cached pages with one order swapped for the server's newer copy (a status change, a cancellation). */
export function replaceOrderInPages<Page extends { items: { orderId: string }[] }>(
  pages: InfiniteData<Page> | undefined,
  order: Page['items'][number],
): InfiniteData<Page> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.orderId === order.orderId ? order : item)),
    })),
  };
}
