import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '@common/auth.ts';
import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextField } from '@/components/ui/text-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useSignUp } from '../api/sign-up';

// SPEC §2: buyer is the default choice.
const roleOptions = [
  { value: 'buyer', label: 'buy businesses' },
  { value: 'seller', label: 'sell businesses' },
] as const;

// The server adds what the form cannot know, e.g. that a password is one of the most common ones.
const serverCheckedFields = ['fullName', 'email', 'password', 'role'] as const;

type SignUpFormProps = {
  /** Sign-up starts no session (ADR 0009): the new user confirms the address from the mail first. */
  onSignedUp: (email: string) => void;
};

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', role: 'buyer' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => signUp.mutateAsync(values), {
      errorTitle: 'Error signing up',
      onError: (error) => setServerFieldErrors(error, form.setError, serverCheckedFields),
      successTitle: 'Success!',
      successDescription: 'Please check your email to confirm your account.',
    });
    if (isDone) onSignedUp(values.email.trim());
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <TextField label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <RadioGroupField
            label="I want to"
            name={field.name}
            options={roleOptions}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
