import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { adminLoginBodySchema } from '@tiffin/shared/api/admin';
import { api } from '@/lib/api-client';
import { adminLoginRoute } from '@tiffin/shared/api/routes/admin';

export type AdminLoginInput = z.input<typeof adminLoginBodySchema>;

/** docs/product.md#admin-calls: the email goes lowercased. */
export function adminLogin({ email, password }: AdminLoginInput) {
  return api(adminLoginRoute, { body: { email: email.trim().toLowerCase(), password } });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
