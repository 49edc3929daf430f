import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { registerBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { usersRegisterRoute } from '@tiffin/shared/api/routes/users';

export type RegisterInput = z.input<typeof registerBodySchema>;

/** Creates the account and emails a 6-digit code (docs/architecture.md#accounts-and-tokens). */
export function register(body: RegisterInput) {
  return api(usersRegisterRoute, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
