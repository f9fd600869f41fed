import { z } from 'zod';
import { singleLineText } from './validation.ts';

export const newsletterSubscribeSchema = z.object({
  email: singleLineText(254, { required: 'Email is required' }).pipe(z.email('Enter a valid email address')),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('pending') });

