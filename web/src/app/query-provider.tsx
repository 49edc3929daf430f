import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

/** The app's one query client: every layout hands down the same one, so the cache outlives a move between areas. */
export const appQueryClient = createQueryClient();

/**
 * The query client for the screens under a layout (the storefront's, the seller's, the admin's). The layouts give
 * it rather than the app's root, so TanStack Query's core loads with the first screen, beside it, instead of
 * before the first paint: what the router draws outside the layouts (the loading shell, the error page, the token
 * guards) asks for no data. A client already given further up (a test's, fresh for each app it renders) is kept.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
