import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ResponseOfRoute } from '@tiffin/shared/api/routes';
import { api, cursorPages, type ApiOptions, type ClientRoute } from './api-client';
import { sessionQueryMeta, type SessionRole } from './session';

/** A route that answers `{ items, nextCursor }`. */
export type PagedRoute = ClientRoute & { readonly __response?: { items: unknown[]; nextCursor: string | null } };

type PageQuery<K extends PagedRoute> = Omit<NonNullable<ApiOptions<K>['query']>, 'cursor'>;
type PageParams<K extends PagedRoute> = ApiOptions<K>['params'];

/**
 * One list of the API, a page at a time: each page asks with the cursor the last one answered, until
 * there is none. A list behind a sign-in names its role, so a 401 ends that role's session.
 */
export function pagedQueryOptions<K extends PagedRoute>(
  route: K,
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
  ) => Promise<ResponseOfRoute<K>>;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      call(route, { query: { ...query, cursor: pageParam }, ...(params ? { params } : {}), signal }),
    ...(enabled === undefined ? {} : { enabled }),
    ...cursorPages,
    ...(role ? { meta: sessionQueryMeta(role) } : {}),
  });
}

export function usePagedQuery<K extends PagedRoute>(route: K, options: Parameters<typeof pagedQueryOptions<K>>[1]) {
  return useInfiniteQuery(pagedQueryOptions(route, options));
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
