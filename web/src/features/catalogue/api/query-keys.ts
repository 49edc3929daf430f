import type { FoodSort, FoodType } from '@tiffin/shared/api/catalogue';

/** Filters of the foods list; a missing key means "any". */
export interface FoodFilters {
  city: string;
  restaurantId?: string;
  /** A category id. */
  category?: string;
  /** Case-insensitive search on the dish or restaurant name. */
  q?: string;
  type?: FoodType;
  sort?: FoodSort;
}

/** TkDodo-style key factories: general to specific, so one call invalidates the right level. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => [...restaurantKeys.all, 'list'] as const,
  list: (filters: { city: string }) => [...restaurantKeys.lists(), filters] as const,
  menus: () => [...restaurantKeys.all, 'menu'] as const,
  menu: (id: string) => [...restaurantKeys.menus(), id] as const,
};

export const foodKeys = {
  all: ['foods'] as const,
  lists: () => [...foodKeys.all, 'list'] as const,
  list: (filters: FoodFilters) => [...foodKeys.lists(), filters] as const,
  details: () => [...foodKeys.all, 'detail'] as const,
  detail: (id: string) => [...foodKeys.details(), id] as const,
  reviews: (id: string) => [...foodKeys.all, 'reviews', id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: (city?: string) => [...categoryKeys.all, 'list', city ?? 'all'] as const,
};
