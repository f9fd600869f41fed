import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '../api/get-session';

type RequireSessionProps = {
  /** Where a signed-out visitor goes (SPEC §6: / for the dashboard, /auth elsewhere). */
  redirectTo: string;
  children: (profile: Profile) => ReactNode;
};

/** Renders its children for a signed-in user; waits for the first session answer before deciding. */
export function RequireSession({ redirectTo, children }: RequireSessionProps) {
  const { profile, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!profile) return <Navigate to={redirectTo} replace />;
  return children(profile);
}
