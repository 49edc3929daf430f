import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { sellerSignupBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';
import { sellerSignupRoute } from '@tiffin/shared/api/routes/seller';

export type SellerSignupInput = z.input<typeof sellerSignupBodySchema>;

/** Creates the seller and the restaurant, Pending until the admin approves (docs/product.md#seller-approval). */
export function signUpSeller(body: SellerSignupInput) {
  return api(sellerSignupRoute, { body });
}

export function useSellerSignup() {
  return useMutation({ mutationFn: signUpSeller });
}
