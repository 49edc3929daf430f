import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryList } from '@tiffin/shared/api/catalogue';
import type * as z from '@tiffin/shared/zod';
import type { addCategoryBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';
import { categoryListKey } from './query-keys';
import { catalogueListCategoriesRoute } from '@tiffin/shared/api/routes/catalogue';
import { sellerAddCategoryRoute } from '@tiffin/shared/api/routes/seller';

export type AddCategoryInput = z.input<typeof addCategoryBodySchema>;

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryListKey,
    queryFn: ({ signal }) => api(catalogueListCategoriesRoute, { signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

export function addCategory(body: AddCategoryInput) {
  return api(sellerAddCategoryRoute, { body });
}

/** The new category joins the cached list at once, so the form can select it before the list reloads. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<CategoryList>(categoryListKey, (list) =>
        list && !list.items.some((item) => item._id === category._id)
          ? { ...list, items: [...list.items, category] }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: categoryListKey });
    },
  });
}
