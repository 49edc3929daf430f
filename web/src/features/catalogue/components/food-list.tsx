import { Text } from '@mantine/core';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { LoadMore } from '@/components/load-more';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useFoods } from '../api/get-foods';
import type { FoodFilters } from '../api/query-keys';
import { DishRow, type RenderDishAction } from './dish-row';

interface FoodListProps {
  filters: FoodFilters;
  /** The alert's title when the list cannot load. */
  errorTitle?: string;
  /** A control on each dish's photo (the ordering button). */
  renderAction?: RenderDishAction;
}

export function FoodList({ filters, errorTitle = 'Could not load dishes', renderAction }: FoodListProps) {
  const query = useFoods(filters);
  const foods = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <CardGridSkeleton count={6} layout="rows" />;
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
        layout="rows"
        getKey={(f) => f._id}
        renderItem={(f) => <DishRow food={f} action={renderAction?.(f)} />}
      />
      {/* Held back while the list still shows the previous filter's dishes. */}
      {!query.isPlaceholderData && (
        <LoadMore query={query} label="Load more dishes" failedTitle="Could not load more dishes" />
      )}
    </>
  );
}
