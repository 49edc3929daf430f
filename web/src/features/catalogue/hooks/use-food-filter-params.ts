import type { FoodSort, FoodType } from '@tiffin/shared/api/catalogue';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FOOD_SORT_VALUES, FOOD_TYPE_VALUES, type FoodFilterValues } from '../components/food-filters';

/** Filters live in the address, so Back, a reload and a shared link keep them. */
const PARAM = { restaurantId: 'restaurant', category: 'category', q: 'q', type: 'type', sort: 'sort' } as const;

export type FoodFilterPatch = Partial<Record<keyof FoodFilterValues, string | undefined>>;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function useFoodFilterParams() {
  const [params, setParams] = useSearchParams();
  const value: FoodFilterValues = {
    restaurantId: params.get(PARAM.restaurantId) || undefined,
    category: params.get(PARAM.category) || undefined,
    q: params.get(PARAM.q)?.trim() || undefined,
    type: oneOf<FoodType>(FOOD_TYPE_VALUES, params.get(PARAM.type)),
    sort: oneOf<FoodSort>(FOOD_SORT_VALUES, params.get(PARAM.sort)),
  };

  // The router applies a change asynchronously, so two quick changes (Veg, then a sort) would both start from
  // the same old address and the second would undo the first. Each change builds on the last one asked for.
  const latest = useRef(params);
  const shown = params.toString();
  useEffect(() => {
    latest.current = new URLSearchParams(shown);
  }, [shown]);

  const update = (patch: FoodFilterPatch) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, v] of Object.entries(patch) as [keyof FoodFilterValues, string | undefined][]) {
      if (v) next.set(PARAM[key], v);
      else next.delete(PARAM[key]);
    }
    latest.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return { value, update };
}
