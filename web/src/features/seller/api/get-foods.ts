import { usePagedQuery } from '@/lib/paged-query';
import { sellerKeys } from './query-keys';
import { sellerListFoodsRoute } from '@tiffin/shared/api/routes/seller';

/** The restaurant's own dishes, 50 a page. */
export function useSellerFoods() {
  return usePagedQuery(sellerListFoodsRoute, { queryKey: sellerKeys.foodList(), role: 'seller' });
}
