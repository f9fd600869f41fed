import { useLocation } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export function AuthRoute() {
  const { search } = useLocation();
  return (
    <RedirectIfSignedIn>
      {/* Keyed by the query so arriving from a reset e-mail link (or leaving it) starts the right view afresh. */}
      <AuthScreen key={search} />
    </RedirectIfSignedIn>
  );
}
