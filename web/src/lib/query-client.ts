import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A 4xx (or a 501, not built yet) will answer the same the next time; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 501)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
