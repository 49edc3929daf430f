import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { verifyBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { sellerVerifyRoute } from '@tiffin/shared/api/routes/seller';

/** The code mailed at sign-up, in the customer verify call's shape (docs/differences.md#accounts-and-codes). */
export type SellerVerifyInput = z.input<typeof verifyBodySchema>;

export function verifySellerEmail(body: SellerVerifyInput) {
  return api(sellerVerifyRoute, { body });
}

export function useVerifySellerEmail() {
  return useMutation({ mutationFn: verifySellerEmail });
}
