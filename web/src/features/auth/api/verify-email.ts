import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { verifyBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { usersVerifyRoute } from '@tiffin/shared/api/routes/users';

/** `verificationEmail` carries the typed code, as the spec's call does; the email says whose (docs/differences.md#accounts-and-codes). */
export type VerifyEmailInput = z.input<typeof verifyBodySchema>;

export function verifyEmail(body: VerifyEmailInput) {
  return api(usersVerifyRoute, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
