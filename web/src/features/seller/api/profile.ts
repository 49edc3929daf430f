import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { SellerProfile, updateHoursBodySchema, updateProfileBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { sellerKeys } from './query-keys';
import {
  sellerGetProfileRoute,
  sellerUpdateHoursRoute,
  sellerUpdateProfileRoute,
} from '@tiffin/shared/api/routes/seller';

export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
export type HoursInput = z.input<typeof updateHoursBodySchema>;

export function getSellerProfile(signal?: AbortSignal) {
  return api(sellerGetProfileRoute, { signal });
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
  return api(sellerUpdateProfileRoute, { body });
}

export function updateHours(body: HoursInput) {
  return api(sellerUpdateHoursRoute, { body });
}

/** Beyond the spec: opening hours and the pause switch; the profile shows what the server saved. */
export function useUpdateHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHours,
    onSuccess: ({ hours, paused }) =>
      queryClient.setQueryData<SellerProfile>(sellerKeys.profile(), (profile) =>
        profile ? { ...profile, hours, paused } : profile,
      ),
  });
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
