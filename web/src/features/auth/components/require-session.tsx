import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { signInReturnState } from '@/lib/sign-in-return';
import { useSession } from '../api/get-session';

type RequireSessionProps = {
  /** Where a signed-out visitor goes (SPEC §6: / for the dashboard, /auth elsewhere). */
  redirectTo: string;
  children: (profile: Profile) => ReactNode;
};

/** Renders its children for a signed-in user; waits for the first session answer before deciding. */
export function RequireSession({ redirectTo, children }: RequireSessionProps) {
  const { profile, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  // ARCHITECTURE §7: /auth brings the visitor back here after signing in (e.g. a conversation linked from an e-mail).
  if (!profile) return <Navigate to={redirectTo} replace state={signInReturnState(location)} />;
  return children(profile);
}
