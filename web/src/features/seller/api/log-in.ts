import { useMutation } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { loginBodySchema } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { sellerLoginRoute } from '@tiffin/shared/api/routes/seller';

export type SellerLoginInput = z.input<typeof loginBodySchema>;

/** An approved seller gets a token; a pending one a 403 SELLER_NOT_APPROVED with the reason. */
export function logInSeller(body: SellerLoginInput) {
  return api(sellerLoginRoute, { body });
}

export function useSellerLogin() {
  return useMutation({ mutationFn: logInSeller });
}
