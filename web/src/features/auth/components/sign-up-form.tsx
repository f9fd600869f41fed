import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { signUpSchema, type SignUpInput } from '@common/auth.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextField } from '@/components/ui/text-field';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useSignUp } from '../api/sign-up';

// SPEC §2: buyer is the default choice.
const roleOptions = [
  { value: 'buyer', label: 'buy businesses' },
  { value: 'seller', label: 'sell businesses' },
] as const;

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', role: 'buyer' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => signUp.mutateAsync(values), {
      errorTitle: 'Error signing up',
      successTitle: 'Success!',
      successDescription: 'Please check your email to confirm your account.',
    });
    if (!isDone) return;
    await navigate(paths.home);
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
