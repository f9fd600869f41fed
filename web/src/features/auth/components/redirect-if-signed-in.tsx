import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@common/routes.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '../api/get-session';

/** SPEC §2 Auth screen: a signed-in user is sent to the home page. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { profile, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (profile) return <Navigate to={paths.home} replace />;
  return children;
}
