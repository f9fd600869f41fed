import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeInput } from '@common/newsletter.ts';
import { api } from '@/lib/api-client';

/**
 * The newsletter's schemas (and zod with them), imported when first needed: the form they serve is in the
 * footer of every page, which loads before a server-rendered page hydrates (ADR 0018).
 */
export const importNewsletterModule = () => import('@common/newsletter.ts');

/** The SPA posts JSON here; the footer's form sent without the script posts itself here too (issue 24). */
export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** Double opt-in (ARCHITECTURE §7): the server records the address and e-mails a confirmation link. */
export function subscribeToNewsletter(subscription: NewsletterSubscribeInput) {
  return api.post(NEWSLETTER_ENDPOINT, subscription, () => importNewsletterModule().then((module) => module.newsletterSubscribeResponseSchema));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
