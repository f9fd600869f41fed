// Inquiries and their conversations (issue 9). Each route: rate limit → signed in → schema → service, which
// applies the policy inside its transaction and returns presented rows.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInquirySchema,
  inquiriesPageSchema,
  inquiriesQuerySchema,
  inquiryDetailSchema,
  inquiryMessageItemSchema,
  inquiryMessageSchema,
  markReadResponseSchema,
  messagesPageSchema,
  messagesQuerySchema,
  viewerInquirySchema,
} from '@common/inquiries.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { closeInquiry, createInquiry, findViewerInquiry, getInquiryDetail, type InquiryServices } from './inquiries.service.ts';
import { listInquiries } from './inquiry-list.ts';
import { findMessages, markMessagesRead, sendMessage } from './inquiry-messages.service.ts';

// Any text: a malformed id names nothing and gets the same 404 as an unknown one.
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });
const inquiryParams = z.object({ id: z.string().describe('Inquiry id (uuid)') });
const tags = ['inquiries'];

function servicesOf(app: FastifyInstance): InquiryServices {
  return { db: app.db, events: app.events, publicUrl: app.config.publicUrl, wakeOutbox: () => app.outbox.wake() };
}

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());
  const services = servicesOf(app);

  app.post(
    '/api/listings/:id/inquiries',
    {
      config: { rateLimit: [RATE_LIMITS.createInquiryPerAccount], requiresConfirmedEmail: true },
      schema: { tags, params: listingParams, body: createInquirySchema, response: { 201: inquiryDetailSchema } },
    },
    async (request, reply) => {
      const inquiry = await createInquiry(services, await requireViewer(request), request.params.id, request.body);
      return reply.status(201).send(inquiry);
    },
  );

  app.get('/api/listings/:id/inquiry', { schema: { tags, params: listingParams, response: { 200: viewerInquirySchema } } }, async (request) =>
    findViewerInquiry(app.db, await requireViewer(request), request.params.id),
  );

  app.get('/api/inquiries', { schema: { tags, querystring: inquiriesQuerySchema, response: { 200: inquiriesPageSchema } } }, async (request) =>
    listInquiries(app.db, await requireViewer(request), request.query),
  );

  app.get('/api/inquiries/:id', { schema: { tags, params: inquiryParams, response: { 200: inquiryDetailSchema } } }, async (request) =>
    getInquiryDetail(app.db, await requireViewer(request), request.params.id),
  );

  app.get(
    '/api/inquiries/:id/messages',
    { schema: { tags, params: inquiryParams, querystring: messagesQuerySchema, response: { 200: messagesPageSchema } } },
    async (request) => findMessages(app.db, await requireViewer(request), request.params.id, request.query),
  );

  app.post(
    '/api/inquiries/:id/messages',
    {
      config: { rateLimit: [RATE_LIMITS.sendMessagePerAccount, RATE_LIMITS.sendMessageHourlyPerAccount], requiresConfirmedEmail: true },
      schema: { tags, params: inquiryParams, body: inquiryMessageSchema, response: { 201: inquiryMessageItemSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage(services, await requireViewer(request), request.params.id, request.body.message);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/inquiries/:id/read',
    { config: { rateLimit: [RATE_LIMITS.markReadPerAccount] }, schema: { tags, params: inquiryParams, response: { 200: markReadResponseSchema } } },
    async (request) => markMessagesRead(services, await requireViewer(request), request.params.id),
  );

  app.post(
    '/api/inquiries/:id/close',
    { config: { rateLimit: [RATE_LIMITS.closeInquiryPerAccount], requiresConfirmedEmail: true }, schema: { tags, params: inquiryParams, response: { 200: inquiryDetailSchema } } },
    async (request) => closeInquiry(services, await requireViewer(request), request.params.id),
  );
};
