import { Text } from '@mantine/core';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useFoods } from '../api/get-foods';
import type { FoodFilters } from '../api/query-keys';
import { FoodCard, type RenderDishAction } from './food-card';
import { LoadMore } from './load-more';

interface FoodListProps {
  filters: FoodFilters;
  /** The alert's title when the list cannot load. */
  errorTitle?: string;
  /** A control under each card (the ordering button). */
  renderAction?: RenderDishAction;
}

export function FoodList({ filters, errorTitle = 'Could not load dishes', renderAction }: FoodListProps) {
  const query = useFoods(filters);
  const foods = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <CardGridSkeleton count={8} />;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (foods.length === 0 && !query.isPlaceholderData) {
    return <Text c="dimmed">No foods found for this filter.</Text>;
  }

  return (
    <>
      <CardGrid
        label="Dishes"
        items={foods}
        busy={query.isPlaceholderData}
        getKey={(f) => f._id}
        renderItem={(f) => <FoodCard food={f} action={renderAction?.(f)} />}
      />
      {query.isFetchNextPageError && (
        <QueryErrorAlert
          title="Could not load more dishes"
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && !query.isPlaceholderData && (
        <LoadMore
          label="Load more dishes"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        />
      )}
    </>
  );
}
