import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@common/errors.ts';
import { sendError, serviceUnavailableBody } from '../../http/errors.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('reachable') });

// A load balancer takes a process out of rotation on the 503; the ping is bounded (ADR 0007), so a hung
// database gets that answer in time too. It is answered even while new requests are refused for overload (ADR
// 0027): a busy process is alive and sheds its own excess, and taking it out of rotation would only pile its load
// onto the others.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { isAlwaysAdmitted: true }, schema: { tags: ['health'], response: { 200: healthSchema, 503: apiErrorSchema } } }, async (_request, reply) => {
    const isReachable = await app.database.ping().then(() => true, () => false);
    if (!isReachable) return sendError(reply, 503, serviceUnavailableBody);
    return { status: 'ok', database: 'reachable' } as const;
  });
};
