import { Button, Chip, Drawer, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { Category, FoodSort, FoodType, Restaurant } from '@tiffin/shared/api/catalogue';
import { useId } from 'react';
import classes from './food-filters.module.css';
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

/**
 * The filters as food apps offer them: one row of chips (Veg, Non-veg, and each filter in force, a tap taking it
 * off) after a 'Sort & filter' button that opens a drawer with every filter and sort of docs/product.md#home and Clear Filters.
 * The row scrolls sideways on a phone and wraps on a wider screen; every chip is a checkbox the keyboard reaches.
 */
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
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const restaurantName = restaurants.find((r) => r._id === value.restaurantId)?.name;
  const categoryName = categories?.find((c) => c._id === value.category)?.cat;
  const inForce = [value.restaurantId, categories && value.category, value.type, value.sort].filter(Boolean).length;

  return (
    <>
      <div role="group" aria-label="Sort and filter dishes" className={classes.row}>
        <Button
          variant={inForce ? 'light' : 'default'}
          radius="xl"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={open}
          aria-haspopup="dialog"
          className={classes.opener}
        >
          {inForce ? `Sort & filter (${inForce})` : 'Sort & filter'}
        </Button>
        {FOOD_TYPE_VALUES.map((type) => (
          <Chip
            key={type}
            size="md"
            checked={value.type === type}
            onChange={(checked) => onChange({ type: checked ? type : undefined })}
            className={classes.chip}
          >
            {FOOD_TYPE_LABELS[type]}
          </Chip>
        ))}
        {value.sort && (
          <Chip size="md" checked onChange={() => onChange({ sort: undefined })} className={classes.chip}>
            {SORT_LABELS[value.sort]}
          </Chip>
        )}
        {restaurantName && (
          <Chip size="md" checked onChange={() => onChange({ restaurantId: undefined })} className={classes.chip}>
            {restaurantName}
          </Chip>
        )}
        {categoryName && (
          <Chip size="md" checked onChange={() => onChange({ category: undefined })} className={classes.chip}>
            {categoryName}
          </Chip>
        )}
      </div>
      <Drawer
        opened={opened}
        onClose={close}
        title="Sort & filter"
        position={phone ? 'bottom' : 'right'}
        size={phone ? 'auto' : 'md'}
        radius={phone ? 'md' : 0}
      >
        <Stack gap="md" pb="md">
          <Select
            label="Restaurant"
            placeholder={restaurantsLoading ? 'Loading…' : 'All restaurants'}
            data={restaurants.map((r) => ({ value: r._id, label: r.name }))}
            value={value.restaurantId ?? null}
            onChange={(next) => onChange({ restaurantId: next ?? undefined })}
            clearable
            searchable
            nothingFoundMessage="No restaurant by that name"
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
            />
          )}
          <Stack gap={4}>
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
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={onClear}
              disabled={!active}
            >
              Clear Filters
            </Button>
            <Button onClick={close}>Show dishes</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
