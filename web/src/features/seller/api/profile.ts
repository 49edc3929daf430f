import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateProfileBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';

export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;

export function getSellerProfile(signal?: AbortSignal) {
  return api('seller/getProfile', { signal });
}

export function sellerProfileQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.profile(),
    queryFn: ({ signal }) => getSellerProfile(signal),
    meta: sessionQueryMeta('seller'),
  });
}

export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}

export function updateSellerProfile(body: UpdateProfileInput) {
  return api('seller/updateProfile', { body });
}

export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(sellerKeys.profile(), profile);
      // A renamed restaurant shows on its dishes.
      void queryClient.invalidateQueries({ queryKey: sellerKeys.foods() });
    },
  });
}
