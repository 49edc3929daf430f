import { usePagedQuery } from '@/lib/paged-query';
import { adminKeys } from './query-keys';
import { adminListSellersRoute } from '@tiffin/shared/api/routes/admin';

/** Sellers, newest first, a page (ADMIN_PAGE_SIZE) at a time. */
export function useSellers() {
  return usePagedQuery(adminListSellersRoute, { queryKey: adminKeys.sellers(), role: 'admin' });
}
