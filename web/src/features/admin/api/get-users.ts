import type { UserRole } from '@tiffin/shared/api/admin';
import { usePagedQuery } from '@/lib/paged-query';
import { adminKeys } from './query-keys';
import { adminListUsersRoute } from '@tiffin/shared/api/routes/admin';

/** The accounts of one role (the API lists one role at a time), a page at a time. */
export function useUsers(role: UserRole) {
  return usePagedQuery(adminListUsersRoute, { queryKey: adminKeys.usersInRole(role), query: { role }, role: 'admin' });
}
