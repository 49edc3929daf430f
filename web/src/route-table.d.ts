declare module 'virtual:tiffin/route-table' {
  import type { RouteId, routes } from '@tiffin/shared/api/routes';

  /** The method, path and role of every route, generated from the route table by vite.config.ts. */
  export const routeTable: { readonly [K in RouteId]: Pick<(typeof routes)[K], 'method' | 'path' | 'role'> };
}
