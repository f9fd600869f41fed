// Requests to the auth endpoints and checks of what they stored, shared by the auth module's test files.
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Profile, SessionResponse } from '@common/profiles.ts';
import { profiles } from '../src/db/schema.ts';
import { PUBLIC_URL, type TestApp } from './test-app.ts';

export const SESSION_COOKIE = 'bizbazaar.session_token';
export const VERIFY_SUBJECT = 'Confirm your email for BizBazaar';
export const RESET_SUBJECT = 'Reset your BizBazaar password';
export const EXISTING_ACCOUNT_SUBJECT = 'You already have a BizBazaar account';

export function signUpRequest(app: TestApp, payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) {
  return app.request({ method: 'POST', url: '/api/auth/sign-up/email', payload, ...options });
}

export function signInRequest(app: TestApp, email: string, password: string, options: Partial<InjectOptions> = {}) {
  return app.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ...options });
}

export async function sessionProfile(app: TestApp, cookie: string): Promise<Profile | null> {
  const response = await app.request({ method: 'GET', url: '/api/session', cookie });
  expect(response.statusCode).toBe(200);
  return response.json<SessionResponse>().profile;
}

export async function findProfileByEmail(app: TestApp, email: string) {
  const [row] = await app.database.db.select().from(profiles).where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row;
}

/** The path and query of a link from a mail, to request through inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}
