import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { LoadMoreButton } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';

interface NextPageProps {
  query: {
    error: unknown;
    isFetchNextPageError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Spec 8: said when a failed page comes without the server's message. */
  fallback: string;
  /** The button's words: 'Load more orders'. */
  children: ReactNode;
}

/** Under a seller list: why the last page did not load, and 'Load more …' while there is a next page. */
export function NextPage({ query, fallback, children }: NextPageProps) {
  return (
    <>
      {query.isFetchNextPageError && <ErrorAlert>{serverMessageOr(query.error, fallback)}</ErrorAlert>}
      <LoadMoreButton query={query}>{children}</LoadMoreButton>
    </>
  );
}
