import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['reachable', 'unreachable']) });
const PING_TIMEOUT_MS = 2_000;

async function isDatabaseReachable(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const isReachable = await isDatabaseReachable(() => app.database.ping());
    if (!isReachable) return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    return { status: 'ok', database: 'reachable' } as const;
  });
};
