import { Stack, Title } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { useRestaurants } from '../api/get-restaurants';
import { useFoodFilterParams } from '../hooks/use-food-filter-params';
import type { RenderDishAction } from './dish-row';
import { FoodFilters } from './food-filters';
import { FoodList } from './food-list';

interface FoodsSectionProps {
  city: string;
  cityName: string;
  /** The ordering control on each dish (the app's Add). */
  renderAction?: RenderDishAction;
}

/** Dishes of the city's restaurants, with the restaurant, type and sort filters of docs/product.md#home. */
export const FoodsSection = memo(function FoodsSection({ city, cityName, renderAction }: FoodsSectionProps) {
  const { value: params, update } = useFoodFilterParams();
  // The home page filters by restaurant, type and sort; search and category belong to /foods.
  const value = { restaurantId: params.restaurantId, type: params.type, sort: params.sort };
  const clear = () => update({ restaurantId: undefined, type: undefined, sort: undefined });
  const restaurants = useRestaurants(city);
  const restaurantOptions = restaurants.data?.pages.flatMap((page) => page.items) ?? [];

  // A restaurant of the previous city means nothing in the new one.
  const previousCity = useRef(city);
  useEffect(() => {
    if (previousCity.current !== city) {
      previousCity.current = city;
      update({ restaurantId: undefined });
    }
  }, [city, update]);

  return (
    <Stack component="section" aria-labelledby="foods-heading" gap="sm">
      <Title order={2} size="h3" fz={{ base: 'h4', sm: 'h3' }} id="foods-heading">
        Dishes in {cityName}
      </Title>
      <FoodFilters
        value={value}
        onChange={update}
        onClear={clear}
        restaurants={restaurantOptions}
        restaurantsLoading={restaurants.isPending}
      />
      <FoodList filters={{ city, ...value }} renderAction={renderAction} />
    </Stack>
  );
});
