import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inAppPathOrNull, paths } from '@common/routes.ts';
import { THEME_BACK_FIELD, THEME_CHOICES, THEME_ENDPOINT, themeCookie } from '@common/theme.ts';
import { singleLineText } from '@common/validation.ts';
import { answerFormsWithRedirect, FORM_CONTENT_TYPE, formField, registerFormBodyParser } from '../../http/form-posts.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';

// The header's theme switch (ADR 0039). With its script the switch writes the cookie itself; this route is the
// same switch as a form, sent before the script has run: it sets the cookie and goes back to the page.
const themeChoiceSchema = z.enum(THEME_CHOICES);

export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  const isSecure = app.config.publicUrl.startsWith('https:');
  registerFormBodyParser(app);
  const formHooks = answerFormsWithRedirect((body) => inAppPathOrNull(formField(body, THEME_BACK_FIELD)) ?? paths.home);

  app.post(
    THEME_ENDPOINT,
    {
      config: { rateLimit: [RATE_LIMITS.themePerIp] },
      schema: {
        tags: ['theme'],
        summary: 'Choose the colour theme (a cookie). Sent as a form (no script), it answers 303 back to the `back` page',
        body: z.object({ theme: themeChoiceSchema, [THEME_BACK_FIELD]: singleLineText(2048).optional() }),
        consumes: ['application/json', FORM_CONTENT_TYPE],
        response: { 200: z.object({ theme: themeChoiceSchema }) },
      },
      ...formHooks,
    },
    async (request, reply) => {
      const { theme } = request.body;
      return reply.header('set-cookie', themeCookie(theme, isSecure)).send({ theme });
    },
  );
};
