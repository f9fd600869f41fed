import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markAllReadResponseSchema, notificationSchema, notificationsPageSchema, notificationsQuerySchema, unreadCountSchema } from '@common/notifications.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { countUnreadNotifications, findNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

// Any text: a malformed id is an unknown notification (404 from the service).
const notificationParams = z.object({ id: z.string().describe('Notification id (uuid)') });
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());

  app.get('/api/notifications', { schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } }, async (request) =>
    findNotifications(app.db, await requireViewer(request), request.query),
  );

  app.get('/api/notifications/unread-count', { schema: { tags, response: { 200: unreadCountSchema } } }, async (request) => ({
    count: await countUnreadNotifications(app.db, await requireViewer(request)),
  }));

  app.post(
    '/api/notifications/:id/read',
    { config: { rateLimit: [RATE_LIMITS.markReadPerAccount] }, schema: { tags, params: notificationParams, response: { 200: notificationSchema } } },
    async (request) => markNotificationRead(app.db, await requireViewer(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { config: { rateLimit: [RATE_LIMITS.markReadPerAccount] }, schema: { tags, response: { 200: markAllReadResponseSchema } } },
    async (request) => ({ count: await markAllNotificationsRead(app.db, await requireViewer(request)) }),
  );
};
