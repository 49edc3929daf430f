import { usePagedQuery } from '@/lib/paged-query';
import { adminKeys } from './query-keys';

/** Sellers, newest first, a page (ADMIN_PAGE_SIZE) at a time. */
export function useSellers() {
  return usePagedQuery('admin/listSellers', { queryKey: adminKeys.sellers(), role: 'admin' });
}
