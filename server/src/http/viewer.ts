// Who is asking: resolved from the session cookie by better-auth, once per request and only when a route asks.
import type { FastifyRequest } from 'fastify';
import type { Role } from '@common/profiles.ts';
import { toWebHeaders } from '../modules/auth/auth.routes.ts';
import { unauthenticated } from './errors.ts';

export interface Viewer {
  id: string;
  role: Role;
  email: string;
  emailVerified: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  let viewer = cache.get(request);
  if (!viewer) {
    viewer = request.server.auth.api.getSession({ headers: toWebHeaders(request) }).then((session) =>
      session
        ? { id: session.user.id, role: session.user.role as Role, email: session.user.email, emailVerified: session.user.emailVerified }
        : null,
    );
    cache.set(request, viewer);
  }
  return viewer;
}

export async function requireViewer(request: FastifyRequest, message?: string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthenticated(message);
  return viewer;
}

/** A preValidation hook: signed-out requests get 401 before their body is even looked at. */
export function signedInOnly(message?: string) {
  return async (request: FastifyRequest) => {
    await requireViewer(request, message);
  };
}
