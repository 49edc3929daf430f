import { Button, Group, Text } from '@mantine/core';
import { QueryErrorAlert } from '@/components/query-error-alert';

interface LoadMoreRowsProps {
  /** Rows loaded so far. */
  shown: number;
  /** What a row is, one and many: ['seller', 'sellers']. */
  noun: readonly [one: string, many: string];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The last "Load more" failed. */
  error?: unknown;
}

/** Cursor pagination under a table: how many rows are loaded, and a button for the next page. */
export function LoadMoreRows({ shown, noun, hasMore, loading, onLoadMore, error }: LoadMoreRowsProps) {
  const [one, many] = noun;
  const countOf = (count: number) => `${count} ${count === 1 ? one : many}`;
  if (error) {
    return (
      <QueryErrorAlert title={`Could not load more ${many}`} error={error} onRetry={onLoadMore} retrying={loading} />
    );
  }
  if (shown === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {hasMore
          ? `Showing the first ${countOf(shown)}`
          : shown === 1
            ? `Showing 1 ${one}`
            : `Showing all ${countOf(shown)}`}
      </Text>
      {hasMore && (
        <Button variant="default" onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      )}
    </Group>
  );
}
