import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { newsletterSubscribeSchema, type NewsletterSubscribeInput } from '@common/newsletter.ts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

export function NewsletterForm() {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterSubscribeInput>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => subscribe.mutateAsync(values), {
      errorTitle: 'Error subscribing',
      successTitle: 'Almost there!',
      successDescription: 'Please check your email and click the link to confirm your subscription.',
    });
    if (!isDone) return;
    form.reset();
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-2">
      {/* Deliberately not "Email": the auth forms' Email fields must stay the only inputs named so on a page. */}
      <Label htmlFor={inputId} className="text-slate-100">
        Subscribe to our newsletter
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className="border-slate-500 bg-slate-800 text-white placeholder:text-slate-300"
          {...form.register('email')}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <FieldError id={errorId} message={emailError} className="text-red-300" />
    </form>
  );
}
