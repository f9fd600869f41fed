import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@common/newsletter.ts';
import { NEWSLETTER_RESULT_PARAM } from '@common/routes.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmUrl = (token: string) => `${app.config.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;

  // Always the same answer, whether the address is new, pending or confirmed: nobody learns who subscribed.
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: [RATE_LIMITS.newsletterPerIp] },
      schema: { tags: ['newsletter'], body: newsletterSubscribeSchema, response: { 202: newsletterSubscribeResponseSchema } },
    },
    async (request, reply) => {
      const isQueued = await subscribeToNewsletter(app.db, request.body.email, confirmUrl);
      if (isQueued) app.outbox.wake();
      return reply.status(202).send({ status: 'pending' });
    },
  );

  app.get(
    '/api/newsletter/confirm',
    { config: { rateLimit: [RATE_LIMITS.newsletterConfirmPerIp] }, schema: { tags: ['newsletter'], querystring: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const isConfirmed = await confirmNewsletterSubscription(app.db, request.query.token);
      return reply.redirect(`/?${NEWSLETTER_RESULT_PARAM}=${isConfirmed ? 'confirmed' : 'invalid'}`);
    },
  );
};
