import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { loginBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';

export type LoginInput = z.input<typeof loginBodySchema>;

export function login(body: LoginInput) {
  return api('users/login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
