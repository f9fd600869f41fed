import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { NEWSLETTER_BACK_FIELD, NEWSLETTER_FORM_PARAM, newsletterFormNotice } from '@common/newsletter-form.ts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useValueTypedBeforeHydration } from '@/hooks/use-value-typed-before-hydration';
import { getErrorMessage } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';
import { importNewsletterModule, NEWSLETTER_ENDPOINT, useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

/**
 * The footer's box, on every page and loaded before a server-rendered page hydrates (ADR 0018): a plain
 * controlled form, so neither react-hook-form nor zod is in its chunk. It still validates with the shared schema
 * the API uses (one rule, one set of messages), imported when the box is focused and awaited on submit.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const subscribe = useSubscribeToNewsletter();
  useValueTypedBeforeHydration(inputRef, setEmail);
  // Sent before (or without) the script, the browser posts the form: the server subscribes and comes back to this
  // page naming the outcome, which is said here (common/src/newsletter-form.ts, issue 24).
  const location = useLocation();
  const searchParams = new URLSearchParams(location.search);
  const notice = newsletterFormNotice(searchParams);
  searchParams.delete(NEWSLETTER_FORM_PARAM);
  const query = searchParams.toString();
  const back = `${location.pathname}${query === '' ? '' : `?${query}`}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    let parsed;
    try {
      const { newsletterSubscribeSchema } = await importNewsletterModule();
      parsed = newsletterSubscribeSchema.safeParse({ email });
    } catch (error) {
      // The schema's chunk did not arrive (offline, or gone after a deploy).
      toast.error('Error subscribing', { description: getErrorMessage(error) });
      return;
    }
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    const isDone = await runWithToasts(() => subscribe.mutateAsync(parsed.data), {
      errorTitle: 'Error subscribing',
      successTitle: 'Almost there!',
      successDescription: 'Please check your email and click the link to confirm your subscription.',
    });
    if (!isDone) return;
    setEmail('');
    setEmailError(undefined);
  }

  return (
    // POST, so a submit before the script runs never writes the address into a URL.
    <form onSubmit={handleSubmit} method="post" action={NEWSLETTER_ENDPOINT} noValidate className="grid gap-2">
      <input type="hidden" name={NEWSLETTER_BACK_FIELD} value={back} />
      {/* Deliberately not "Email": the auth forms' Email fields must stay the only inputs named so on a page. */}
      <Label htmlFor={inputId} className="text-inverse-strong">
        Subscribe to our newsletter
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className="border-inverse-foreground/60 bg-inverse-field text-inverse-strong placeholder:text-inverse-foreground"
          // Someone who focuses the box is about to subscribe: the schema is on its way before they press.
          onFocus={() => void importNewsletterModule().catch(() => undefined)}
          onChange={(event) => {
            setEmailError(undefined);
            setEmail(event.target.value);
          }}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <FieldError id={errorId} message={emailError} className="text-danger-on-inverse" />
      {notice && (
        <p role={notice.isError ? 'alert' : 'status'} className={notice.isError ? 'text-sm text-danger-on-inverse' : 'text-sm text-inverse-strong'}>
          <strong>{notice.title}</strong> {notice.description}
        </p>
      )}
    </form>
  );
}
