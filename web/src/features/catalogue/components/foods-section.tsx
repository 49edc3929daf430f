import { Stack, Title } from '@mantine/core';
import type { FoodSort, FoodType } from '@tiffin/shared/api/catalogue';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRestaurants } from '../api/get-restaurants';
import { FOOD_SORT_VALUES, FOOD_TYPE_VALUES, FoodFilters, type FoodFilterValues } from './food-filters';
import { FoodList } from './food-list';

/** Filters live in the address, so Back and a shared link keep them. */
const PARAM = { restaurantId: 'restaurant', type: 'type', sort: 'sort' } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function useFoodFilterParams() {
  const [params, setParams] = useSearchParams();
  const value: FoodFilterValues = {
    restaurantId: params.get(PARAM.restaurantId) || undefined,
    type: oneOf<FoodType>(FOOD_TYPE_VALUES, params.get(PARAM.type)),
    sort: oneOf<FoodSort>(FOOD_SORT_VALUES, params.get(PARAM.sort)),
  };

  const update = (patch: Partial<Record<keyof FoodFilterValues, string | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, v] of Object.entries(patch) as [keyof FoodFilterValues, string | undefined][]) {
          if (v) next.set(PARAM[key], v);
          else next.delete(PARAM[key]);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const clear = () => update({ restaurantId: undefined, type: undefined, sort: undefined });
  return { value, update, clear };
}

interface FoodsSectionProps {
  city: string;
  cityName: string;
}

/** Dishes of the city's restaurants, with the restaurant, type and sort filters of spec 2.6. */
export function FoodsSection({ city, cityName }: FoodsSectionProps) {
  const { value, update, clear } = useFoodFilterParams();
  const restaurants = useRestaurants(city);
  const restaurantOptions = restaurants.data?.pages.flatMap((page) => page.items) ?? [];

  // A restaurant of the previous city means nothing in the new one.
  const previousCity = useRef(city);
  useEffect(() => {
    if (previousCity.current !== city) {
      previousCity.current = city;
      update({ restaurantId: undefined });
    }
  }, [city]);

  return (
    <Stack component="section" aria-labelledby="foods-heading" gap="md">
      <Title order={2} size="h3" id="foods-heading">
        Dishes in {cityName}
      </Title>
      <FoodFilters
        value={value}
        onChange={update}
        onClear={clear}
        restaurants={restaurantOptions}
        restaurantsLoading={restaurants.isPending}
      />
      <FoodList filters={{ city, ...value }} />
    </Stack>
  );
}
