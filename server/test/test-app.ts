// The server as tests use it: buildApp() on a fresh database cloned from the template, driven through
// app.inject (no port). Helpers sign users up and in through the real auth endpoints.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { readConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { profiles, rateLimitCounters } from '../src/db/schema.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { LocalDiskStorage } from '../src/storage/local-disk-storage.ts';
import type { SignUpBody } from '@common/auth.ts';
import type { Role } from '@common/profiles.ts';
import { openTestDatabase } from './database-template.ts';

export const PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A request from its own client address, so per-IP rate limits do not leak between tests. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Signs up, confirms the address (unless `emailConfirmed: false`) and signs in: sign-up itself starts no session
   * (ADR 0009), and an unconfirmed account may not write to anyone (ADR 0023), which most tests are not about.
   */
  signUp(overrides?: Partial<NewTestUser> & { emailConfirmed?: boolean }): Promise<TestUser>;
  /** Signs up (confirmed unless `emailVerified: false`) and then sets the role directly (e.g. admin, which no client can choose). */
  makeUser(options?: { role?: Role; emailVerified?: boolean; fullName?: string }): Promise<TestUser>;
  /** Forgets every rate-limit count, for tests about something else that send many requests as one user. */
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
}

export type NewTestUser = Required<Pick<SignUpBody, 'fullName' | 'email' | 'password' | 'role'>>;

/** Passes the server's common-password check (ADR 0009). */
export const TEST_PASSWORD = 'correct-horse-9';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

const discardingTransport: MailTransport = { async send() {}, close() {} };

let addressCounter = 0;
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}.${process.pid}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

/** The session cookie from a response's Set-Cookie headers, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith('session_token'));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface CreateTestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'database' | 'storage'>> {
  /** Files on this store instead of a fresh folder (e.g. S3 through s3rver); the caller closes it. */
  storage?: FileStorage;
  config?: Partial<Config>;
  /**
   * Build on this database instead of a fresh clone (e.g. a second app, as after a restart). The caller owns
   * it: close() then closes only the app.
   */
  database?: DatabaseHandle;
  /** Runs after buildApp() and before ready(), e.g. to register a throwaway route. */
  beforeReady?(app: FastifyInstance): void | Promise<void>;
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { database: sharedDatabase, beforeReady, config: configOverrides, storage: sharedStorage, ...buildOptions } = options;
  const database = sharedDatabase ?? (await openTestDatabase());
  // Files go to a folder of this app's own, removed on close (listing photos).
  const storageDirectory = join(tmpdir(), `bizbazaar-test-files-${randomUUID()}`);
  const storage = sharedStorage ?? (await new LocalDiskStorage(storageDirectory).open());
  const config: Config = { ...readConfig({ PUBLIC_URL, LOG_LEVEL: 'silent' }), storage: { kind: 'local', directory: storageDirectory }, ...configOverrides };
  // Without SMTP the app would print every mail to the console; tests that read mail use a real listener.
  const mailTransport = config.smtpUrl ? undefined : discardingTransport;
  const app = await buildApp({ authSecret: 'test-secret-test-secret-test-secret-42', webRoot: false, logger: false, mailTransport, ...buildOptions, config, database, storage });
  await beforeReady?.(app);
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      remoteAddress: nextClientAddress(),
      ...rest,
      headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}), ...headers },
    });

  const signUp: TestApp['signUp'] = async ({ emailConfirmed = true, ...overrides } = {}) => {
    const body: NewTestUser = { fullName: 'Test User', email: uniqueEmail(), password: TEST_PASSWORD, role: 'buyer', ...overrides };
    const signedUp = await request({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
    if (signedUp.statusCode !== 200) throw new Error(`sign-up failed ${signedUp.statusCode}: ${signedUp.body}`);
    // As if the mailed link had been opened (auth.test.ts opens the real one).
    if (emailConfirmed) await database.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.email, body.email.toLowerCase()));
    const signedIn = await request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: body.email, password: body.password } });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in after sign-up failed ${signedIn.statusCode}: ${signedIn.body}`);
    const { user } = signedIn.json<{ user: { id: string } }>();
    return { id: user.id, email: body.email, password: body.password, cookie: sessionCookie(signedIn) };
  };

  const makeUser: TestApp['makeUser'] = async ({ role = 'buyer', emailVerified = true, fullName = 'Test User' } = {}) => {
    const user = await signUp({ fullName, role: role === 'seller' ? 'seller' : 'buyer', emailConfirmed: emailVerified });
    if (role === 'admin') await database.db.update(profiles).set({ role }).where(eq(profiles.id, user.id));
    return user;
  };

  return {
    app,
    database,
    config,
    request,
    signUp,
    makeUser,
    async resetRateLimits() {
      await database.db.delete(rateLimitCounters);
    },
    async close() {
      await app.close();
      if (!sharedStorage) await storage.close();
      await rm(storageDirectory, { recursive: true, force: true });
      if (!sharedDatabase) await database.close();
    },
  };
}
