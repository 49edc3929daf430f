import type { FoodSort, FoodType } from '@tiffin/shared/api/catalogue';
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

  const update = (patch: FoodFilterPatch) =>
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

  return { value, update };
}
