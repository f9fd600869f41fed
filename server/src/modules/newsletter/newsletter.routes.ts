import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '@common/newsletter.ts';
import { NEWSLETTER_BACK_FIELD, newsletterFormLanding, newsletterFormOutcomeFor } from '@common/newsletter-form.ts';
import { NEWSLETTER_RESULT_PARAM } from '@common/routes.ts';
import { singleLineText } from '@common/validation.ts';
import { answerFormsWithRedirect, FORM_CONTENT_TYPE, formField, registerFormBodyParser } from '../../http/form-posts.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmUrl = (token: string) => `${app.config.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;

  // The footer's form sent without the script (issue 24) comes back to its page, which names the outcome.
  registerFormBodyParser(app);
  const formHooks = answerFormsWithRedirect((body, status) => newsletterFormLanding(formField(body, NEWSLETTER_BACK_FIELD), newsletterFormOutcomeFor(status)));

  // Always the same answer, whether the address is new, pending or confirmed: nobody learns who subscribed.
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: [RATE_LIMITS.newsletterPerIp] },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe (a confirmation mail follows). Sent as a form (no script), it answers 303 back to the `back` page',
        body: newsletterSubscribeSchema.extend({ [NEWSLETTER_BACK_FIELD]: singleLineText(2048).optional() }),
        consumes: ['application/json', FORM_CONTENT_TYPE],
        response: { 202: newsletterSubscribeResponseSchema },
      },
      ...formHooks,
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
