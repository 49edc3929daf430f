import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { Category, FoodSort, FoodType, Restaurant } from '@tiffin/shared/api/catalogue';
import { useId } from 'react';
import { FOOD_TYPE_LABELS } from './food-type-badge';

// Typed records rather than catalogue.ts's arrays: importing values from there would ship its zod schemas.
export const SORT_LABELS: Record<FoodSort, string> = {
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  rating: 'Rating',
  'name-asc': 'Name: A-Z',
  'name-desc': 'Name: Z-A',
};

export const FOOD_SORT_VALUES = Object.keys(SORT_LABELS) as FoodSort[];
export const FOOD_TYPE_VALUES = Object.keys(FOOD_TYPE_LABELS) as FoodType[];

const sortOptions = FOOD_SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] }));

const typeOptions = [
  { value: 'all', label: 'All' },
  ...FOOD_TYPE_VALUES.map((value) => ({ value, label: FOOD_TYPE_LABELS[value] })),
];

export interface FoodFilterValues {
  restaurantId?: string;
  category?: string;
  q?: string;
  type?: FoodType;
  sort?: FoodSort;
}

interface FoodFiltersProps {
  value: FoodFilterValues;
  onChange: (patch: Partial<Record<keyof FoodFilterValues, string | undefined>>) => void;
  onClear: () => void;
  restaurants: Pick<Restaurant, '_id' | 'name'>[];
  restaurantsLoading?: boolean;
  /** Given, a category filter is shown too (the /foods page). */
  categories?: Pick<Category, '_id' | 'cat'>[];
  categoriesLoading?: boolean;
  /** Whether Clear Filters has anything to clear; by default any of restaurant, type and sort. */
  active?: boolean;
}

export function FoodFilters({
  value,
  onChange,
  onClear,
  restaurants,
  restaurantsLoading = false,
  categories,
  categoriesLoading = false,
  active = Boolean(value.restaurantId || value.type || value.sort),
}: FoodFiltersProps) {
  const typeLabelId = useId();

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Restaurant"
        placeholder={restaurantsLoading ? 'Loading…' : 'All restaurants'}
        data={restaurants.map((r) => ({ value: r._id, label: r.name }))}
        value={value.restaurantId ?? null}
        onChange={(next) => onChange({ restaurantId: next ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No restaurant by that name"
        w={{ base: '100%', xs: 220 }}
      />
      {categories && (
        <Select
          label="Category"
          placeholder={categoriesLoading ? 'Loading…' : 'All categories'}
          data={categories.map((c) => ({ value: c._id, label: c.cat }))}
          value={value.category ?? null}
          onChange={(next) => onChange({ category: next ?? undefined })}
          clearable
          searchable
          nothingFoundMessage="No category by that name"
          w={{ base: '100%', xs: 200 }}
        />
      )}
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Text component="span" size="sm" fw={500} id={typeLabelId}>
          Type
        </Text>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          data={typeOptions}
          value={value.type ?? 'all'}
          onChange={(next) => onChange({ type: next === 'all' ? undefined : next })}
        />
      </Stack>
      <Select
        label="Sort by"
        placeholder="Recommended"
        data={sortOptions}
        value={value.sort ?? null}
        onChange={(next) => onChange({ sort: next ?? undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
        disabled={!active}
      >
        Clear Filters
      </Button>
    </Group>
  );
}
