import { Button, Center, Group, Text } from '@mantine/core';
import { QueryErrorAlert } from './query-error-alert';

/** A cursor-paged list's query (TanStack's infinite query), as far as its next page goes. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  query: PagedQuery;
  /** The button's words: 'Load more dishes'. */
  label: string;
  /** The alert's title when the next page failed: 'Could not load more dishes'. */
  failedTitle: string;
  /** docs/product.md#failures: said when the failed page came without the server's message. */
  fallback?: string;
  /** Under a table: how many rows are loaded, and what a row is, one and many: ['seller', 'sellers']. */
  count?: { shown: number; noun: readonly [one: string, many: string] };
}

const countOf = (count: number, [one, many]: readonly [string, string]) => `${count} ${count === 1 ? one : many}`;

/** Under every cursor-paged list: why the next page failed (with a retry), else 'Load more …' while there is one. */
export function LoadMore({ query, label, failedTitle, fallback, count }: LoadMoreProps) {
  const more = () => void query.fetchNextPage();
  if (query.isFetchNextPageError) {
    return (
      <QueryErrorAlert
        title={failedTitle}
        error={query.error}
        fallback={fallback}
        onRetry={more}
        retrying={query.isFetchingNextPage}
      />
    );
  }
  const button = query.hasNextPage && (
    <Button variant="default" onClick={more} loading={query.isFetchingNextPage}>
      {label}
    </Button>
  );
  if (!count) return button ? <Center>{button}</Center> : null;
  if (count.shown === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {query.hasNextPage
          ? `Showing the first ${countOf(count.shown, count.noun)}`
          : count.shown === 1
            ? `Showing 1 ${count.noun[0]}`
            : `Showing all ${countOf(count.shown, count.noun)}`}
      </Text>
      {button}
    </Group>
  );
}
