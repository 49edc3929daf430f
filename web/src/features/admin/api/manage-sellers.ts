import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { SellerPage, SellerRow } from '@tiffin/shared/api/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';
import { adminApproveSellerRoute, adminDeleteSellerRoute } from '@tiffin/shared/api/routes/admin';

export function setSellerApproval({ id, isApproved }: { id: string; isApproved: boolean }) {
  return api(adminApproveSellerRoute, { params: { id }, body: { isApproved } });
}

export function deleteSeller(id: string) {
  return api(adminDeleteSellerRoute, { params: { id } });
}

function editSellers(queryClient: QueryClient, edit: (rows: SellerRow[]) => SellerRow[]) {
  queryClient.setQueryData<InfiniteData<SellerPage>>(adminKeys.sellers(), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) } : data,
  );
}

/**
 * Approve or revoke (docs/product.md#seller-approval). The row takes the answer at once; the rest of the admin area (restaurant
 * listings, figures) is read again.
 */
export function useSetSellerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerApproval,
    onSuccess: ({ seller }) => {
      editSellers(queryClient, (rows) => rows.map((row) => (row._id === seller._id ? { ...row, ...seller } : row)));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Deletes the seller with its restaurant and dishes; the row leaves at once. */
export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSuccess: (_answer, id) => {
      editSellers(queryClient, (rows) => rows.filter((row) => row._id !== id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
