import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordInput } from '@common/auth.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useResetPassword } from '../api/reset-password';

type ResetPasswordFormProps = {
  /** The one-time token the e-mailed link carried (/auth?reset=true&token=…). */
  token: string;
  onPasswordUpdated: () => void;
};

export function ResetPasswordForm({ token, onPasswordUpdated }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => resetPassword.mutateAsync({ password: values.password, token }), {
      errorTitle: 'Error resetting password',
      // e.g. "This is one of the most common passwords…", under the field it is about.
      onError: (error) => setServerFieldErrors(error, form.setError, ['password']),
      successTitle: 'Password updated',
      successDescription: 'You can now sign in with your new password.',
    });
    if (!isDone) return;
    onPasswordUpdated();
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
