import { useMutation } from '@tanstack/react-query';
import { newsletterSubscribeResponseSchema, type NewsletterSubscribeInput } from '@common/newsletter.ts';
import { api } from '@/lib/api-client';

/** Double opt-in (ARCHITECTURE §7): the server records the address and e-mails a confirmation link. */
export function subscribeToNewsletter(subscription: NewsletterSubscribeInput) {
  return api.post('/api/newsletter', subscription, newsletterSubscribeResponseSchema);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
