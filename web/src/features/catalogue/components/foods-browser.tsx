import { Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCategories } from '../api/get-categories';
import { useRestaurants } from '../api/get-restaurants';
import { useFoodFilterParams } from '../hooks/use-food-filter-params';
import type { RenderDishAction } from './dish-row';
import { FoodFilters } from './food-filters';
import { FoodList } from './food-list';
import { FoodSearch } from './food-search';

/** What the home page hands over when it sends a visitor here (docs/product.md#foods). */
interface FoodsNavigationState {
  searchTerm?: unknown;
  category?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The search or category a visitor arrived with, moved from navigation state into the address, so a reload,
 * Back and a shared link keep it; until then (the first render) it is read from the state itself.
 */
function useArrivalFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as FoodsNavigationState;
  const searchTerm = text(state.searchTerm);
  const category = text(state.category);

  useEffect(() => {
    if (!searchTerm && !category) return;
    const params = new URLSearchParams(location.search);
    if (searchTerm) params.set('q', searchTerm);
    if (category) params.set('category', category);
    void navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, state: null });
  }, [searchTerm, category, location.pathname, location.search, navigate]);

  return { q: searchTerm, category };
}

/** /foods (docs/product.md#foods): the dishes of one city, by restaurant, category and a search on dish or restaurant name. */
export function FoodsBrowser({ city, renderAction }: { city: string; renderAction?: RenderDishAction }) {
  const { value: params, update } = useFoodFilterParams();
  const arrival = useArrivalFilters();
  const value = { ...params, q: arrival.q ?? params.q, category: arrival.category ?? params.category };

  const restaurants = useRestaurants(city);
  const categories = useCategories(city);
  const active = Boolean(value.restaurantId || value.category || value.q || value.type || value.sort);

  // A restaurant of the previous city means nothing in the new one.
  const previousCity = useRef(city);
  useEffect(() => {
    if (previousCity.current !== city) {
      previousCity.current = city;
      update({ restaurantId: undefined });
    }
  }, [city, update]);

  return (
    <Stack gap="md">
      <FoodSearch key={value.q ?? ''} value={value.q} onSearch={(q) => update({ q })} />
      <FoodFilters
        value={value}
        onChange={update}
        onClear={() =>
          update({ restaurantId: undefined, category: undefined, q: undefined, type: undefined, sort: undefined })
        }
        active={active}
        restaurants={restaurants.data?.pages.flatMap((page) => page.items) ?? []}
        restaurantsLoading={restaurants.isPending}
        categories={categories.data?.items ?? []}
        categoriesLoading={categories.isPending}
      />
      {/* The cards' dish names are h3s under the page's h1: a heading of this level keeps the outline whole. */}
      <VisuallyHidden component="h2">Matching dishes</VisuallyHidden>
      <FoodList filters={{ city, ...value }} errorTitle="Failed to fetch food items" renderAction={renderAction} />
    </Stack>
  );
}
