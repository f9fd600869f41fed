// better-auth, configured for our tables and our outbox (ADR 0003). Sessions live in the database behind an
// httpOnly cookie, so signing out or resetting a password revokes them at once.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { selfAssignableRoleSchema } from '@common/profiles.ts';
import type { Database } from '../../db/client.ts';
import { accounts, profiles, rateLimits, sessions, verifications } from '../../db/schema.ts';
import { passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { OutgoingMail } from '../../mail/transport.ts';

export const AUTH_BASE_PATH = '/api/auth';

// Per client IP and path (SPEC has none; these protect accounts and our mail reputation).
export const authRateLimitRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 10 * 60, max: 5 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/send-verification-email': { window: 10 * 60, max: 3 },
} as const;

// Endpoints better-auth offers that this product does not use; profile changes go through /api/profile,
// where the role rules of ARCHITECTURE §5 are enforced.
const unusedAuthPaths = ['/update-user', '/change-email', '/delete-user', '/change-password', '/link-social', '/unlink-account', '/revoke-other-sessions'];

/** The header our Fastify bridge fills with the client's address (any client-sent value is replaced). */
export const CLIENT_IP_HEADER = 'x-bizbazaar-client-ip';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';
export type AuthLog = Record<AuthLogLevel, (object: object, message: string) => void>;

export interface AuthOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  enqueueEmail(mail: OutgoingMail): Promise<void>;
  /** The app's logger: better-auth would otherwise print coloured lines to stderr, ignoring LOG_LEVEL. */
  log: AuthLog;
}

export function createAuth({ db, publicUrl, secret, enqueueEmail, log }: AuthOptions) {
  return betterAuth({
    appName: 'BizBazaar',
    logger: {
      // pino filters by LOG_LEVEL. Not "debug": at debug, warn or error better-auth also prints every refused
      // request through its own console logger, bypassing this one.
      level: 'info',
      log(level: AuthLogLevel, message: string, ...details: unknown[]) {
        const err = details.find((detail) => detail instanceof Error);
        log[level](err ? { err } : {}, `auth: ${message}`);
      },
    },
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: { user: profiles, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      fields: { name: 'fullName', image: 'avatarUrl' },
      additionalFields: {
        // Chosen at sign-up, but only buyer or seller: the validator refuses "admin" (ARCHITECTURE §5).
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true, validator: { input: selfAssignableRoleSchema } },
        phone: { type: 'string', required: false, input: false },
        companyName: { type: 'string', required: false, input: false },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await enqueueEmail(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await enqueueEmail(verificationMail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: authRateLimitRules,
    },
    disabledPaths: unusedAuthPaths,
    advanced: {
      // better-auth turns its origin check, CSRF guard and callback-URL check off when NODE_ENV is "test";
      // saying so explicitly keeps them on everywhere, so the tests exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'bizbazaar',
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
