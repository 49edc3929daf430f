import { usePagedQuery } from '@/lib/paged-query';
import { adminKeys } from './query-keys';
import { adminListRestaurantsRoute } from '@tiffin/shared/api/routes/admin';

/** Every restaurant, listed or not, a page at a time. */
export function useAdminRestaurants() {
  return usePagedQuery(adminListRestaurantsRoute, { queryKey: adminKeys.restaurants(), role: 'admin' });
}
