import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeInput } from '@common/newsletter.ts';
import { api } from '@/lib/api-client';

/**
 * The newsletter's schemas (and zod with them), imported when first needed: the form they serve is in the
 * footer of every page, which loads before a server-rendered page hydrates (ADR 0018).
 */
export const importNewsletterModule = () => import('@common/newsletter.ts');

/** Double opt-in (ARCHITECTURE §7): the server records the address and e-mails a confirmation link. */
export function subscribeToNewsletter(subscription: NewsletterSubscribeInput) {
  return api.post('/api/newsletter', subscription, () => importNewsletterModule().then((module) => module.newsletterSubscribeResponseSchema));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
