import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { loginBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { usersLoginRoute } from '@tiffin/shared/api/routes/users';

export type LoginInput = z.input<typeof loginBodySchema>;

export function login(body: LoginInput) {
  return api(usersLoginRoute, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
