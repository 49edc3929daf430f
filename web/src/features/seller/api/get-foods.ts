import { usePagedQuery } from '@/lib/paged-query';
import { sellerKeys } from './query-keys';

/** The restaurant's own dishes, 50 a page. */
export function useSellerFoods() {
  return usePagedQuery('seller/listFoods', { queryKey: sellerKeys.foodList(), role: 'seller' });
}
