import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UserRole } from '@tiffin/shared/api/admin';
import { api, cursorPages } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { adminKeys } from './query-keys';

export function getUsers(role: UserRole, cursor: string | undefined, signal?: AbortSignal) {
  return api('admin/listUsers', { query: { role, cursor }, signal });
}

export function usersQueryOptions(role: UserRole) {
  return infiniteQueryOptions({
    queryKey: adminKeys.usersInRole(role),
    queryFn: ({ pageParam, signal }) => getUsers(role, pageParam, signal),
    ...cursorPages,
    meta: sessionQueryMeta('admin'),
  });
}

/** The accounts of one role (the API lists one role at a time), a page at a time. */
export function useUsers(role: UserRole) {
  return useInfiniteQuery(usersQueryOptions(role));
}
