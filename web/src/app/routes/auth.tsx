import { Navigate, useLocation } from 'react-router';
import { paths } from '@common/routes.ts';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EmailConfirmedWhileSignedIn } from '@/features/auth/components/email-confirmed-while-signed-in';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { useSession } from '@/features/auth/api/get-session';
import { emailConfirmationFrom } from '@/features/auth/email-confirmation';

export function AuthRoute() {
  const { search } = useLocation();
  const { profile } = useSession();
  // The confirmation link lands here (ADR 0023); a signed-in browser is told whose address it confirmed instead of
  // being sent home without a word.
  const confirmation = emailConfirmationFrom(new URLSearchParams(search));
  if (profile && confirmation?.isConfirmed) {
    // Their own address: welcomed, with the next step (issue 24). Someone else's link welcomes nobody.
    if (profile.email.toLowerCase() === confirmation.email.toLowerCase()) return <Navigate to={paths.welcome} replace />;
    return <EmailConfirmedWhileSignedIn email={confirmation.email} profile={profile} />;
  }
  return (
    <RedirectIfSignedIn>
      {/* Keyed by the query so arriving from a reset e-mail link (or leaving it) starts the right view afresh. */}
      <AuthScreen key={search} />
    </RedirectIfSignedIn>
  );
}
