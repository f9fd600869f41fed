import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@common/auth.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ForgotPasswordFormProps = {
  onBackToSignIn: () => void;
  /** The visitor followed a reset link that has expired or was already used. */
  isLinkInvalid: boolean;
};

export function ForgotPasswordForm({ onBackToSignIn, isLinkInvalid }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    await runWithToasts(() => requestReset.mutateAsync(values), {
      errorTitle: 'Error sending reset email',
      successTitle: 'Reset email sent!',
      successDescription: 'Please check your email for the password reset link.',
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      {isLinkInvalid && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-danger-soft p-3 text-sm text-destructive">
          This password reset link is invalid or has expired. Enter your email to get a new one.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={requestReset.isPending} className="w-full">
        {requestReset.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="outline" onClick={onBackToSignIn} className="w-full">
        Back to Sign In
      </Button>
    </form>
  );
}
