import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { adminUpdatePasswordBodySchema } from '@tiffin/shared/api/admin';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { adminKeys } from './query-keys';
import { adminUpdatePasswordRoute } from '@tiffin/shared/api/routes/admin';

export type AdminPasswordInput = z.input<typeof adminUpdatePasswordBodySchema>;

export function updateAdminPassword(body: AdminPasswordInput) {
  return api(adminUpdatePasswordRoute, { body });
}

/**
 * The admin's own password change; it ends the first login, so the reads refused until then are dropped.
 * It also ends every earlier session: the answer's token replaces this tab's.
 */
export function useUpdateAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPassword,
    onSuccess: ({ token }) => {
      if (token) setToken('admin', token);
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
