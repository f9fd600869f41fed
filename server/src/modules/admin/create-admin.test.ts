import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@common/profiles.ts';
import { createTestApp, sessionCookie, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { createAdminInputSchema, createOrPromoteAdmin } from './create-admin.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signIn(email: string, password: string) {
  return testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

async function sessionProfile(cookie: string) {
  const response = await testApp.request({ method: 'GET', url: '/api/session', cookie });
  return response.json<SessionResponse>().profile;
}

async function auditEntriesFor(targetId: string) {
  return testApp.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'profile'), eq(auditLog.targetId, targetId)));
}

describe('createOrPromoteAdmin', () => {
  it('creates a confirmed admin who can sign in through the API', async () => {
    const email = uniqueEmail('admin');
    const input = createAdminInputSchema.parse({ email: email.toUpperCase(), password: 'admin-password-1', name: 'Asha Rao' });

    const result = await createOrPromoteAdmin(testApp.database.db, input);
    expect(result.outcome).toBe('created');

    const response = await signIn(email, 'admin-password-1');
    expect(response.statusCode).toBe(200);
    const profile = await sessionProfile(sessionCookie(response));
    expect(profile).toMatchObject({ id: result.id, email, fullName: 'Asha Rao', role: 'admin', emailVerified: true });

    expect((await signIn(email, 'wrong-password-1')).statusCode).toBe(401);
    expect(await auditEntriesFor(result.id)).toEqual([
      expect.objectContaining({ action: 'user.created_admin', actorId: null, details: { via: 'cli' } }),
    ]);
  });

  it('promotes an existing buyer, found by e-mail in any case, without touching the password', async () => {
    const buyer = await testApp.signUp({ role: 'buyer' });

    const result = await createOrPromoteAdmin(testApp.database.db, createAdminInputSchema.parse({ email: buyer.email.toUpperCase() }));
    expect(result).toEqual({ outcome: 'promoted', id: buyer.id });

    expect(await sessionProfile(buyer.cookie)).toMatchObject({ id: buyer.id, role: 'admin' });
    expect((await signIn(buyer.email, buyer.password)).statusCode).toBe(200);
    expect(await auditEntriesFor(buyer.id)).toEqual([expect.objectContaining({ action: 'user.promoted_to_admin' })]);
  });

  it('refuses to create a new admin without a password and a name, and writes nothing', async () => {
    const email = uniqueEmail('nameless');
    await expect(createOrPromoteAdmin(testApp.database.db, createAdminInputSchema.parse({ email }))).rejects.toThrow(
      'A new admin needs --password and --name as well as --email.',
    );
    await expect(createOrPromoteAdmin(testApp.database.db, createAdminInputSchema.parse({ email, password: 'admin-password-1' }))).rejects.toThrow(
      /--name/,
    );
    expect(await testApp.database.db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
  });

  it('validates the command-line input with readable messages', () => {
    const parsed = createAdminInputSchema.safeParse({ email: 'not-an-email', password: 'short' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['--email must be an e-mail address', '--password must be at least 8 characters']);
  });
});
