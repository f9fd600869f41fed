// Environment parsed once at start (ARCHITECTURE §8). A wrong value stops the process with a list that
// says what to fix, instead of failing later in some request.
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseStorageUrl, type StorageLocation } from './storage/storage-url.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:3000' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|memory:\/\/|file:)/, 'must be postgres://…, memory:// or file:<folder>')
    .optional(),
  STORAGE_URL: z.string().optional().transform(parseStorageLocation),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must look like smtp://host:port').optional(),
  MAIL_FROM: z.string().min(3).default('BizBazaar <no-reply@bizbazaar.in>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

/**
 * Which proxies may say who the client is (X-Forwarded-For): none, the nearest N hops, or these addresses.
 * Never "all": a client could then pick its own address and slip past every per-IP rate limit.
 */
export type TrustProxy = false | number | string[];

// proxy-addr (Fastify's trustProxy) also knows these names for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (/^[1-9]\d?$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: ['true', '1', 'yes', 'on'].includes(text)
      ? 'trusting every hop lets clients forge their address; give the number of proxies in front of the app (e.g. 1) or their addresses'
      : 'must be false, a number of proxy hops (e.g. 1), or proxy addresses/CIDRs separated by commas (e.g. 10.0.0.0/8,loopback)',
  });
  return z.NEVER;
}

function parseStorageLocation(value: string | undefined, context: z.RefinementCtx): StorageLocation {
  const parsed = parseStorageUrl(value);
  if ('kind' in parsed) return parsed;
  context.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined } // undefined: in memory, thrown away on close
  | { kind: 'postgres'; url: string };

/** Where files are kept (server/src/storage, ADR 0034); the S3 keys come from the standard AWS_* variables. */
export type StorageTarget =
  | Extract<StorageLocation, { kind: 'local' }>
  | (Extract<StorageLocation, { kind: 's3' }> & { credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } });

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseTarget;
  storage: StorageTarget;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /** Open connections one client address may hold (http/overload-limits.ts); a trusted proxy's are not counted. */
  maxConnectionsPerAddress: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  isProduction: boolean;
}

export class ConfigError extends Error {}

function parseDatabaseTarget(url: string | undefined): DatabaseTarget {
  if (!url) return { kind: 'pglite', dataDir: './data/db' };
  if (url === 'memory://') return { kind: 'pglite', dataDir: undefined };
  if (url.startsWith('file:')) return { kind: 'pglite', dataDir: url.slice('file:'.length) };
  return { kind: 'postgres', url };
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example for every setting.`);
  }
  const env = parsed.data;
  const database = parseDatabaseTarget(env.DATABASE_URL);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && database.kind === 'postgres' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production (openssl rand -hex 32)');
  }
  const storage = storageTarget(env);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database,
    storage,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authSecret: env.AUTH_SECRET,
    // Demo data is on by default only for the embedded database (ARCHITECTURE §8).
    seedDemo: env.SEED_DEMO ?? (database.kind === 'pglite' && database.dataDir !== undefined),
    trustProxy: env.TRUST_PROXY,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    logLevel: env.LOG_LEVEL,
    isProduction,
  };
}

function storageTarget(env: z.infer<typeof environmentSchema>): StorageTarget {
  const location = env.STORAGE_URL;
  if (location.kind === 'local') return location;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('Invalid configuration:\n  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: both required when STORAGE_URL is s3://…');
  }
  return { ...location, credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } };
}
