import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, SessionResponse } from '@common/profiles.ts';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';

// Every page asks for the session at once: its schema is imported with the request (lib/api-client.ts).
const importSessionSchema = () => import('@common/profiles.ts').then((module) => module.sessionResponseSchema);

export function getSession(): Promise<SessionResponse> {
  return api.get('/api/session', importSessionSchema);
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  // Every page reads the session; a minute of freshness spares a request per navigation. Sign-in, sign-up,
  // sign-out and profile changes refresh it at once.
  staleTime: 60_000,
});

/** The signed-in user's profile (null when signed out); isLoading is true only until the first answer. */
export function useSession(): { profile: Profile | null; isLoading: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { profile: data?.profile ?? null, isLoading: isPending };
}
