import { Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@tiffin/shared/api/common';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { isPasswordChangeRequired } from '../hooks/use-password-change-redirect';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { LoadMore } from '@/components/load-more';

interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading'> {
  /** A cursor-paged list (`{items, nextCursor}`). */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The banner's words when the first page fails. */
  errorTitle: string;
  noun: readonly [one: string, many: string];
}

/**
 * A paged admin list: the table of the rows loaded so far with "Load more" under it, or a red banner when
 * the first page fails. While the password change is pending the rows stay skeletons (the layout is moving
 * to the change-password screen).
 */
export function PagedTable<T>({ query, errorTitle, noun, ...table }: PagedTableProps<T>) {
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const redirecting = isPasswordChangeRequired(query.error);

  if (query.isError && !query.data && !redirecting) {
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      <DataTable {...table} rows={rows} loading={query.isPending || redirecting} />
      <LoadMore
        query={query}
        label="Load more"
        failedTitle={`Could not load more ${noun[1]}`}
        count={{ shown: rows.length, noun }}
      />
    </Stack>
  );
}
