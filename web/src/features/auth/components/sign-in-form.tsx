import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { signInSchema, type SignInInput } from '@common/auth.ts';
import { inAppPathOrNull, paths, SIGN_IN_RETURN_PARAM } from '@common/routes.ts';
import { SIGN_IN_FAILURE_TITLE, signInFailureMessage } from '@common/sign-in-form.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { runWithToasts } from '@/lib/run-with-toasts';
import { returnPathAfterSignIn } from '@/lib/sign-in-return';
import { SIGN_IN_ENDPOINT, useSignIn } from '../api/sign-in';
import { emailConfirmationFrom } from '../email-confirmation';

type SignInFormProps = {
  onForgotPassword: () => void;
  /** E.g. the address just signed up with. */
  defaultEmail?: string;
};

export function SignInForm({ onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => signIn.mutateAsync(values), {
      errorTitle: 'Error signing in',
      successTitle: 'Welcome back!',
      successDescription: 'You have successfully signed in.',
    });
    if (!isDone) return;
    // ARCHITECTURE §7: back to the page that sent the visitor here (e.g. a listing's Send Inquiry), else home; from
    // the confirmation link, as the account it confirmed, to the welcome screen (issue 24).
    const landing = emailConfirmationFrom(new URLSearchParams(location.search));
    const isConfirmedAccount = landing?.isConfirmed === true && landing.email.toLowerCase() === values.email.trim().toLowerCase();
    await navigate(returnPathAfterSignIn(location.state, location.search) ?? (isConfirmedAccount ? paths.welcome : paths.home), { replace: true });
  });

  // Before (or without) the script the browser posts the form itself: the server signs in and redirects to `next`,
  // or back here naming what failed (server/src/modules/auth/sign-in-form.ts, issue 24).
  const searchParams = new URLSearchParams(location.search);
  const returnTo = inAppPathOrNull(searchParams.get(SIGN_IN_RETURN_PARAM));
  const failure = signInFailureMessage(searchParams);

  return (
    <form method="post" action={SIGN_IN_ENDPOINT} onSubmit={handleSubmit} noValidate className="grid gap-4">
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-danger-soft p-3 text-sm text-destructive">
          <strong className="block">{SIGN_IN_FAILURE_TITLE}</strong>
          {failure}
        </p>
      )}
      {returnTo && <input type="hidden" name={SIGN_IN_RETURN_PARAM} value={returnTo} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button variant="link" onClick={onForgotPassword} className="justify-self-center">
        Forgot Password?
      </Button>
    </form>
  );
}
