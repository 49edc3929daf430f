import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { sellerSignupBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';

export type SellerSignupInput = z.input<typeof sellerSignupBodySchema>;

/** Creates the seller and the restaurant, Pending until the admin approves (spec 4). */
export function signUpSeller(body: SellerSignupInput) {
  return api('seller/signup', { body });
}

export function useSellerSignup() {
  return useMutation({ mutationFn: signUpSeller });
}
