// Signed-in users made straight in the database: a profile, a session row and the cookie better-auth would
// have set for it. No password is hashed, so the fuzzer can act as dozens of accounts (per-account rate
// limits then do not mask every answer) and each permission check can start from a fresh user.
import { createHmac } from 'node:crypto';
import type { Role } from '@common/profiles.ts';
import type { Queryable } from '../../src/db/client.ts';
import { makeProfile, makeSession } from '../factories.ts';

/** The secret the fuzz app is built with; the cookies below are signed with it. */
export const FUZZ_AUTH_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0042';
// better-auth's cookie name: the prefix configured in auth.ts, then its own name for the session token.
export const SESSION_COOKIE_NAME = 'bizbazaar.session_token';

export interface SignedInUser {
  id: string;
  email: string;
  role: Role;
  /** A Cookie header value. */
  cookie: string;
}

/** The cookie value better-auth (through better-call) sets: `token.HMAC-SHA256(token)` in base64, URI-encoded. */
export function signedSessionCookie(token: string, secret = FUZZ_AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A user with a confirmed address unless `emailVerified: false` (ADR 0023). */
export async function makeSignedInUser(db: Queryable, role: Role, { emailVerified = true } = {}): Promise<SignedInUser> {
  const profile = await makeProfile(db, { role, emailVerified });
  const session = await makeSession(db, { userId: profile.id });
  return { id: profile.id, email: profile.email, role, cookie: signedSessionCookie(session.token) };
}
