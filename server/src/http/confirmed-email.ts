// Writes that reach another person wait for a confirmed e-mail address (ADR 0023). Until then anyone could
// register a stranger's address and, in that stranger's name, publish a listing whose contact is that address
// or send inquiries that e-mail sellers. A route says so in one line of its options,
// `config: { requiresConfirmedEmail: true }`, next to its rate limits; this file is the one place that checks it.
// Signing in, reading, and what reaches nobody but the account itself (favourites, saved searches, the profile)
// stay open, so the person can sign in, see the banner and send the confirmation mail again.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.ts';
import { requireViewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    requiresConfirmedEmail?: boolean;
  }
}

/** Says how to get past it: the mail's link, or the banner's resend button (SPEC §2). */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Confirm your e-mail address first: open the link we sent you, or send it again from the banner on your dashboard.';

export const emailNotConfirmed = () => new AppError(403, 'EMAIL_NOT_CONFIRMED', EMAIL_NOT_CONFIRMED_MESSAGE);

/** 401 for visitors (as the route's own check would say), 403 EMAIL_NOT_CONFIRMED for an unconfirmed account. */
async function refuseUnconfirmedAccount(request: FastifyRequest) {
  const viewer = await requireViewer(request);
  if (!viewer.emailVerified) throw emailNotConfirmed();
}

type PreValidation = NonNullable<RouteOptions['preValidation']>;

/**
 * Added after the route's own preValidation hooks (route hooks run after its plugins' hooks), so a visitor still
 * gets 401 and a buyer on an admin route 403 as before; the body is not looked at until the address is confirmed.
 */
function appendCheck(existing: RouteOptions['preValidation']): PreValidation {
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return [...hooks, refuseUnconfirmedAccount];
}

export function registerConfirmedEmailGate(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.requiresConfirmedEmail) route.preValidation = appendCheck(route.preValidation);
  });
}
