import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SIGN_IN_RETURN_PARAM } from '@common/routes.ts';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { emailConfirmationFrom } from '../email-confirmation';
import { CheckEmailNotice } from './check-email-notice';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthView = 'sign-in' | 'sign-up' | 'check-email' | 'forgot-password' | 'reset-password';

const viewTitles: Record<AuthView, string> = {
  'sign-in': 'Sign In',
  'sign-up': 'Sign Up',
  'check-email': 'Check your email',
  'forgot-password': 'Forgot Password',
  'reset-password': 'Set a new password',
};

// SPEC §2: /auth?reset=true is where the reset e-mail's link lands. With a token it opens the new-password view;
// without one (or with error=INVALID_TOKEN from the server) the link was bad, so offer to send a new one.
function viewFromSearchParams(searchParams: URLSearchParams): AuthView {
  if (searchParams.get('reset') !== 'true') return 'sign-in';
  if (searchParams.get('token') && !searchParams.get('error')) return 'reset-password';
  return 'forgot-password';
}

export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<AuthView>(() => viewFromSearchParams(searchParams));
  // Landed from the confirmation mail's link (ADR 0023): the sign-in form names and takes that address.
  const [confirmation] = useState(() => emailConfirmationFrom(searchParams));
  // The address just signed up with (or just confirmed): shown while waiting for the mail, then filled into the
  // sign-in form.
  const [signedUpEmail, setSignedUpEmail] = useState(confirmation?.isConfirmed ? confirmation.email : '');
  const token = searchParams.get('token');
  const isResetLinkInvalid = searchParams.get('reset') === 'true' && searchParams.has('error');
  useDocumentTitle(viewTitles[view]);

  function showSignIn() {
    setView('sign-in');
    // Drop reset=true/token from the address so a reload does not reopen a used or expired link; keep where
    // to return after signing in (?next=, issue 24).
    const returnTo = searchParams.get(SIGN_IN_RETURN_PARAM);
    if (searchParams.size > (returnTo === null ? 0 : 1)) void setSearchParams(returnTo === null ? {} : { [SIGN_IN_RETURN_PARAM]: returnTo }, { replace: true });
  }

  function handleTabChange(nextTab: string) {
    if (nextTab === 'sign-in' || nextTab === 'sign-up') setView(nextTab);
  }

  function showCheckEmail(email: string) {
    setSignedUpEmail(email);
    setView('check-email');
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      {view === 'forgot-password' && (
        <AuthCard heading="Forgot Password">
          <ForgotPasswordForm onBackToSignIn={showSignIn} isLinkInvalid={isResetLinkInvalid} />
        </AuthCard>
      )}

      {view === 'check-email' && (
        <AuthCard heading="Check your email" description="One more step to finish creating your account.">
          <CheckEmailNotice email={signedUpEmail} onBackToSignIn={showSignIn} />
        </AuthCard>
      )}

      {view === 'reset-password' && token && (
        <AuthCard heading="Set a new password" description="Choose a new password for your BizBazaar account.">
          <ResetPasswordForm token={token} onPasswordUpdated={showSignIn} />
        </AuthCard>
      )}

      {(view === 'sign-in' || view === 'sign-up') && (
        <AuthCard heading="Welcome to BizBazaar" description="Sign in to your account or create a new one.">
          <Tabs value={view} onValueChange={handleTabChange}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="grid gap-4">
              {confirmation && <EmailConfirmationNotice confirmation={confirmation} />}
              <SignInForm defaultEmail={signedUpEmail} onForgotPassword={() => setView('forgot-password')} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm onSignedUp={showCheckEmail} />
            </TabsContent>
          </Tabs>
        </AuthCard>
      )}
    </div>
  );
}

function AuthCard({ heading, description, children }: { heading: string; description?: string; children: ReactNode }) {
  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      <Card>
        <CardContent className="pt-6">{children}</CardContent>
      </Card>
    </>
  );
}
