import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { NEWSLETTER_RESULT_PARAM } from '@common/routes.ts';

/** The confirmation link lands on /?newsletter=confirmed|invalid: say what happened, then tidy the URL. */
export function NewsletterConfirmationToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get(NEWSLETTER_RESULT_PARAM);

  useEffect(() => {
    if (!result) return;
    if (result === 'confirmed') toast.success('Subscription confirmed', { description: "Thanks! We'll keep you posted." });
    else toast.error('Invalid confirmation link', { description: 'This link is invalid or has already been used.' });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [result, setSearchParams]);

  return null;
}
