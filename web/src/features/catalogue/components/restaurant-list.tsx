import { Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { LoadMore } from '@/components/load-more';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useRestaurants } from '../api/get-restaurants';
import { RestaurantCard } from './restaurant-card';

interface RestaurantListProps {
  city: string;
  cityName: string;
}

export const RestaurantList = memo(function RestaurantList({ city, cityName }: RestaurantListProps) {
  const query = useRestaurants(city);
  const restaurants = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack component="section" aria-labelledby="restaurants-heading" gap="sm">
      <Title order={2} size="h3" fz={{ base: 'h4', sm: 'h3' }} id="restaurants-heading">
        Top-rated restaurants in {cityName}
      </Title>
      {query.isPending ? (
        <CardGridSkeleton imageHeight={140} />
      ) : query.isError && !query.data ? (
        <QueryErrorAlert
          title="Could not load restaurants"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : restaurants.length === 0 ? (
        <Text c="dimmed">No top-rated restaurants found in your area.</Text>
      ) : (
        <>
          <CardGrid
            label="Restaurants"
            items={restaurants}
            getKey={(r) => r._id}
            renderItem={(r, index) => <RestaurantCard restaurant={r} priority={index === 0} />}
          />
          <LoadMore query={query} label="Load more restaurants" failedTitle="Could not load more restaurants" />
        </>
      )}
    </Stack>
  );
});
