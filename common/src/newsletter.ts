import { z } from 'zod';

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('pending') });

