// better-auth, configured for our tables and our outbox (ADR 0003). Sessions live in the database behind an
// httpOnly cookie, so signing out or resetting a password revokes them at once.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/auth.ts';
import { selfAssignableRoleSchema } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import type { Database } from '../../db/client.ts';
import { accounts, profiles, sessions, verifications } from '../../db/schema.ts';
import { safeForLog } from '../../http/log-safe.ts';
import { existingAccountMail, passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { OutgoingMail } from '../../mail/transport.ts';
import type { MailAbout } from '../../mail/outbox.ts';

export const AUTH_BASE_PATH = '/api/auth';

/** The header our Fastify bridge fills with the client's address (any client-sent value is replaced). */
export const CLIENT_IP_HEADER = 'x-bizbazaar-client-ip';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';
export type AuthLog = Record<AuthLogLevel, (object: object, message: string) => void>;

export interface AuthOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  enqueueEmail(mail: OutgoingMail, about: MailAbout): Promise<void>;
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
        // Its messages quote user input ("Sign-up attempt for existing email: …").
        log[level](err ? { err } : {}, `auth: ${safeForLog(message)}`);
      },
    },
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: { user: profiles, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { name: 'fullName', image: 'avatarUrl' },
      additionalFields: {
        // Chosen at sign-up, but only buyer or seller: the validator refuses "admin" (ARCHITECTURE §5). The
        // sign-up route validates with the same schema first (common/src/auth.ts); the others take no input.
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true, validator: { input: selfAssignableRoleSchema } },
        phone: { type: 'string', required: false, input: false },
        companyName: { type: 'string', required: false, input: false },
        verified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No session from sign-up, so its answer is the same for an address that already has an account
      // (ADR 0009): better-auth then answers as for a new one and calls onExistingUserSignUp. The person signs
      // in with the password: the confirmation link signs nobody in (ADR 0023).
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        const links = { signInUrl: `${publicUrl}${paths.auth}`, resetUrl: `${publicUrl}${paths.resetPassword}` };
        await enqueueEmail(existingAccountMail(user.email, user.name, links), { aboutUserIds: [user.id] });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await enqueueEmail(passwordResetMail(user.email, user.name, url), { aboutUserIds: [user.id] });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Whoever opens the link would otherwise be signed in as the account that signed up: an attacker's own
      // link, sent to a victim, signed the victim into the attacker's account (login CSRF, ADR 0023).
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await enqueueEmail(verificationMail(user.email, user.name, url), { aboutUserIds: [user.id] });
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Limits are declared on our routes, like every other limit (ADR 0008); only the routes in auth.routes.ts
    // reach better-auth, so its other endpoints need no disabling either (ADR 0009).
    rateLimit: { enabled: false },
    advanced: {
      // better-auth turns its origin check, CSRF guard and callback-URL check off when NODE_ENV is "test";
      // saying so explicitly keeps them on everywhere, so the tests exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'bizbazaar',
      useSecureCookies: publicUrl.startsWith('https://'),
      // A session and its user in one query instead of two, on every signed-in request (db/auth-relations.ts).
      // The session row is still read each time, so a revoked session stops working at once.
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
