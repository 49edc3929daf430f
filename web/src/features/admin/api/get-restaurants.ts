import { usePagedQuery } from '@/lib/paged-query';
import { adminKeys } from './query-keys';

/** Every restaurant, listed or not, a page at a time. */
export function useAdminRestaurants() {
  return usePagedQuery('admin/listRestaurants', { queryKey: adminKeys.restaurants(), role: 'admin' });
}
