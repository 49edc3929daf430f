import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { RestaurantAdminPage } from '@tiffin/shared/api/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';
import { adminDeleteRestaurantRoute } from '@tiffin/shared/api/routes/admin';

export function deleteRestaurant(id: string) {
  return api(adminDeleteRestaurantRoute, { params: { id } });
}

/** Deletes the restaurant and its dishes; the row leaves at once, and the sellers and figures are read again. */
export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurant,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InfiniteData<RestaurantAdminPage>>(adminKeys.restaurants(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => row._id !== id) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
