import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@common/profiles.ts';
import { api } from '@/lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get('/api/profile', profileSchema);
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
