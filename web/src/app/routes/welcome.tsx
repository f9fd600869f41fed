import { paths } from '@common/routes.ts';
import { RequireSession } from '@/features/auth/components/require-session';
import { WelcomeScreen } from '@/features/auth/components/welcome-screen';

/** After signing in from the confirmation link (issue 24); signed-out visitors sign in first and come back here. */
export function WelcomeRoute() {
  return <RequireSession redirectTo={paths.auth}>{(profile) => <WelcomeScreen profile={profile} />}</RequireSession>;
}
