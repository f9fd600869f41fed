import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileSchema, type Profile, type updateProfileSchema } from '@common/profiles.ts';
import { ApiError, api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';
import { profileQueryOptions } from './get-profile';

export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

export function updateProfile(values: UpdateProfileValues): Promise<Profile> {
  return api.patch('/api/profile', values, profileSchema);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      // The navbar's name and avatar come from the session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: async (error) => {
      // The session ended elsewhere (expired, signed out in another tab): let the page guards react.
      if (error instanceof ApiError && error.status === 401) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}
