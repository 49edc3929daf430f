import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tiffin/shared/api/users';
import { api } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/session';
import { usersUpdateLocationRoute, usersUserInfoRoute } from '@tiffin/shared/api/routes/users';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export function getUserInfo(signal?: AbortSignal) {
  return api(usersUserInfoRoute, { signal });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getUserInfo(signal),
    meta: sessionQueryMeta('customer'),
  });
}

/** The signed-in customer's profile, with the saved city (`location.city`, null until the device shared it). */
export function useUserInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userInfoQueryOptions(), enabled });
}

export interface DeviceCoords {
  lat: number;
  lon: number;
}

/** The server finds the city of the coordinates and saves it as the user's city. */
export function updateLocation(coords: DeviceCoords) {
  return api(usersUpdateLocationRoute, { body: coords });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: ({ location }) => {
      queryClient.setQueryData<UserInfo>(userKeys.me(), (user) =>
        user ? { ...user, location: { ...user.location, city: location.city } } : user,
      );
    },
  });
}
