// Who is asking: resolved from the session cookie once per request and only when a route asks; from the
// process's session cache when it has the cookie (modules/auth/session-cache.ts, ADR 0003), else by better-auth.
import type { FastifyRequest } from 'fastify';
import type { Role } from '@common/profiles.ts';
import { toWebHeaders } from '../modules/auth/auth.routes.ts';
import { sessionTokenCookie, type CachedSession } from '../modules/auth/session-cache.ts';
import { unauthenticated } from './errors.ts';

export interface Viewer {
  id: string;
  role: Role;
  email: string;
  emailVerified: boolean;
}

const sessionsOfRequests = new WeakMap<FastifyRequest, Promise<CachedSession | null>>();

/** The request's session and its user; null when it has no valid session. */
export function getSignedInSession(request: FastifyRequest): Promise<CachedSession | null> {
  let session = sessionsOfRequests.get(request);
  if (!session) {
    session = lookUpSession(request);
    sessionsOfRequests.set(request, session);
  }
  return session;
}

async function lookUpSession(request: FastifyRequest): Promise<CachedSession | null> {
  const { auth, sessionCache, sessionCookieName } = request.server;
  // Sessions travel only in the cookie (no bearer tokens), so without cookies there is nothing to look up.
  if (!request.headers.cookie) return null;
  const token = sessionTokenCookie(request.headers.cookie, sessionCookieName);
  const cached = token === undefined ? undefined : await sessionCache.findCurrent(token);
  if (cached) return cached;
  const ticket = sessionCache.startLookup();
  const found = await auth.api.getSession({ headers: toWebHeaders(request) });
  if (!found) return null;
  const { user, session } = found;
  const signedIn: CachedSession = {
    viewer: { id: user.id, role: user.role as Role, email: user.email, emailVerified: user.emailVerified },
    sessionId: session.id,
    expiresAt: session.expiresAt,
  };
  if (token !== undefined) sessionCache.remember(token, signedIn, ticket);
  return signedIn;
}

export async function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  return (await getSignedInSession(request))?.viewer ?? null;
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
