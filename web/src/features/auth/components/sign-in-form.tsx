import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { signInSchema, type SignInInput } from '@common/auth.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { runWithToasts } from '@/lib/run-with-toasts';
import { returnPathAfterSignIn } from '@/lib/sign-in-return';
import { useSignIn } from '../api/sign-in';
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

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
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
