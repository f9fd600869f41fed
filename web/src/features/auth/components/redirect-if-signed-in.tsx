import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@common/routes.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { returnPathAfterSignIn } from '@/lib/sign-in-return';
import { useSession } from '../api/get-session';

/** SPEC §2 Auth screen: a signed-in user is sent to the home page, or back to the page that sent them here. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { profile, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (profile) return <Navigate to={returnPathAfterSignIn(location.state, location.search) ?? paths.home} replace />;
  return children;
}
