// The one way to limit abuse (ADR 0008). A route declares its limits in one line of its options,
// `config: { rateLimit: [RATE_LIMITS.createListingPerAccount] }`, and a single hook enforces them before the
// body is validated. Counters live in PostgreSQL, so every process and every restart sees the same counts.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Database, type Queryable } from '../db/client.ts';
import { prebuiltStatement } from '../db/prebuilt-query.ts';
import { sendError } from './errors.ts';
import { getViewer } from './viewer.ts';

/** Whose requests a rule counts together. */
export type RateLimitSubject =
  | 'ip' // the client address (as TRUST_PROXY resolves it; IPv6 by its /64, which one host usually owns whole)
  | 'account' // the signed-in user; anonymous requests are not counted by such a rule
  | 'body-email'; // the lower-cased `email` of a JSON body, e.g. the account a sign-in is aimed at

export interface RateLimitRule {
  /** Unique among the rules; part of the counter's key. */
  name: string;
  per: RateLimitSubject;
  max: number;
  windowSeconds: number;
  /** 'failures': only answers 400–499 (but 429) count, e.g. wrong passwords; the limit still blocks everything. */
  counts?: 'requests' | 'failures';
  /** First sentence of the 429 message; the wait is appended. */
  message?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: readonly RateLimitRule[];
  }
}

const DEFAULT_MESSAGE = 'Too many requests.';
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

interface CounterState {
  hits: number;
  retryAfterSeconds: number;
}

const retryAfterSql = sql`greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`;

/**
 * Counts one hit in a fixed window that starts with the first hit after the previous window ended, when
 * `condition` holds (it may read earlier CTEs of the same statement). Answers the counter as it is now.
 */
function counterUpsert(key: string | Placeholder, windowSeconds: number, condition: SQL): SQL {
  return sql`insert into rate_limit_counters as c (key, hits, reset_at)
    select ${key}, 1, now() + make_interval(secs => ${windowSeconds}) where ${condition}
    on conflict (key) do update set
      hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning hits, ${retryAfterSql}`;
}

async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<CounterState> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(db, counterUpsert(key, windowSeconds, sql`true`));
  return { hits: row?.hits ?? 1, retryAfterSeconds: row?.retry_after ?? windowSeconds };
}

interface RuleToCheck {
  rule: RateLimitRule;
  key: string;
}

/** Hits allowed before this request; a failures rule blocks once the failures reach the limit. */
const allowedBefore = (rule: RateLimitRule) => (rule.counts === 'failures' ? rule.max - 1 : rule.max);

/**
 * One statement for a list of rules (docs/performance.md, "Fewer statements per message"). The rules are taken
 * in the order the route lists them and a rule is looked at only while every rule before it holds, exactly as if
 * each were its own statement: a request refused by a per-minute limit does not use up the hourly one behind
 * it. A `requests` rule counts the hit; a `failures` rule only reads its counter (failures are counted when the
 * answer leaves). The keys are placeholders, `key_0`, `key_1`…: the text depends on the rules alone.
 */
function checkStatement(rules: readonly RateLimitRule[]): SQL {
  const steps: SQL[] = [];
  let proceed = sql`true`;
  rules.forEach((rule, index) => {
    const step = sql.raw(`rule_${index}`);
    const key = sql.placeholder(`key_${index}`);
    const counter =
      rule.counts === 'failures'
        ? sql`select hits, ${retryAfterSql} from rate_limit_counters where key = ${key} and reset_at > now() and ${proceed}`
        : counterUpsert(key, rule.windowSeconds, proceed);
    steps.push(sql`${step} as (${counter})`);
    const holds = sql`not exists (select 1 from ${step} where hits > ${allowedBefore(rule)})`;
    // A counted rule has a row exactly when it was looked at; a failures rule may have none (no failures yet).
    proceed = rule.counts === 'failures' ? sql`(${proceed} and ${holds})` : sql`exists (select 1 from ${step} where hits <= ${allowedBefore(rule)})`;
  });
  const results = rules.map((_, index) => sql`select ${index}::int as position, hits, retry_after from ${sql.raw(`rule_${index}`)}`);
  return sql`with ${sql.join(steps, sql`, `)} ${sql.join(results, sql` union all `)}`;
}

type CheckRow = { position: number; hits: number; retry_after: number };

// Per list of rules: built once and sent as a named statement (db/prebuilt-query.ts), so neither drizzle nor
// PostgreSQL (which keeps a named statement per connection) redoes the work on every limited request.
const preparedChecks = new Map<string, (db: Queryable, keys: Record<string, string>) => Promise<CheckRow[]>>();

function preparedCheck(rules: readonly RateLimitRule[]) {
  const signature = rules.map((rule) => `${rule.name}:${rule.per}:${rule.max}:${rule.windowSeconds}:${rule.counts ?? 'requests'}`).join('|');
  let prepared = preparedChecks.get(signature);
  if (!prepared) {
    const name = `rate_limits_${createHash('sha256').update(signature).digest('hex').slice(0, 16)}`;
    prepared = prebuiltStatement<CheckRow>(name, () => checkStatement(rules));
    preparedChecks.set(signature, prepared);
  }
  return prepared;
}

/** Checks a request against its route's rules in one statement and answers the first rule it breaks. */
async function findBrokenRule(db: Database, checks: readonly RuleToCheck[]): Promise<{ rule: RateLimitRule; retryAfterSeconds: number } | undefined> {
  if (checks.length === 0) return undefined;
  const keys = Object.fromEntries(checks.map(({ key }, index) => [`key_${index}`, key]));
  const rows = await preparedCheck(checks.map(({ rule }) => rule))(db, keys);
  for (const row of rows.sort((a, b) => a.position - b.position)) {
    const check = checks[row.position];
    if (check && row.hits > allowedBefore(check.rule)) return { rule: check.rule, retryAfterSeconds: row.retry_after };
  }
  return undefined;
}

/** Deletes windows that have ended; a later hit simply starts a new one. */
export async function pruneRateLimitCounters(db: Queryable): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`);
}

/** IPv4 as is (also when mapped into IPv6); IPv6 by its first 64 bits. */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

async function subjectOf(request: FastifyRequest, per: RateLimitSubject): Promise<string | undefined> {
  if (per === 'ip') return clientAddressKey(request.ip);
  if (per === 'account') return (await getViewer(request))?.id;
  const body = request.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? emailSubject(email) : undefined;
}

/** Any spelling of an address counts for the account (e-mails are stored lower-cased); 320 is the longest address. */
const emailSubject = (email: string) => email.trim().toLowerCase().slice(0, 320);

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${rule.per}:${subject}`;

/** Starts a subject's count afresh, e.g. an account's failed sign-ins once its owner has reset the password. */
export async function forgetRateLimit(db: Queryable, rule: RateLimitRule, subject: string): Promise<void> {
  const normalized = rule.per === 'body-email' ? emailSubject(subject) : subject;
  await db.execute(sql`delete from rate_limit_counters where key = ${keyOf(rule, normalized)}`);
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function sendRateLimited(reply: FastifyReply, rule: RateLimitRule, retryAfterSeconds: number) {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, 429, {
    code: 'RATE_LIMITED',
    message: `${rule.message ?? DEFAULT_MESSAGE} Please try again in ${describeWait(retryAfterSeconds)}.`,
  });
}

const isCountedFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route that writes and declares no limit is a mistake caught when the app is built, not in production. */
export function assertWritesAreLimited(route: { method: string | string[]; url: string; config?: { rateLimit?: readonly RateLimitRule[] } }) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const isWrite = methods.some((method) => WRITE_METHODS.has(method.toUpperCase()));
  if (isWrite && (route.config?.rateLimit?.length ?? 0) === 0) {
    throw new Error(`${methods.join(',')} ${route.url} writes but declares no rate limit (config.rateLimit, see http/rate-limits.ts)`);
  }
}

/** Registers the hook that enforces every route's declared limits, and the pruning of ended windows. */
export function registerRateLimits(app: FastifyInstance) {
  app.addHook('onRoute', assertWritesAreLimited);
  // Only a request that reached its limits can fail as an attempt: one turned away before (another origin, a
  // wrong content type or a malformed body; ADR 0022) guessed nothing, and a foreign page could otherwise spend a
  // visitor's allowance of failures (e.g. wrong passwords for "Delete my account") and lock them out.
  const checkedRequests = new WeakSet<FastifyRequest>();
  app.addHook('preValidation', async (request, reply) => {
    checkedRequests.add(request);
    // Every rule's subject first (an account rule reads the session, which getViewer keeps for the route),
    // then one statement for all of them.
    const checks: RuleToCheck[] = [];
    for (const rule of request.routeOptions.config.rateLimit ?? []) {
      const subject = await subjectOf(request, rule.per);
      if (subject !== undefined) checks.push({ rule, key: keyOf(rule, subject) });
    }
    const broken = await findBrokenRule(app.db, checks);
    return broken ? sendRateLimited(reply, broken.rule, broken.retryAfterSeconds) : undefined;
  });

  // Counted before the answer leaves, so a client's next attempt already sees this failure.
  app.addHook('onSend', async (request, reply) => {
    if (!isCountedFailure(reply.statusCode) || !checkedRequests.has(request)) return;
    for (const rule of request.routeOptions.config.rateLimit ?? []) {
      if (rule.counts !== 'failures') continue;
      const subject = await subjectOf(request, rule.per);
      if (subject !== undefined) await countHit(app.db, keyOf(rule, subject), rule.windowSeconds);
    }
  });

  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pruneTimer = setInterval(() => {
      pruneRateLimitCounters(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate-limit counters failed'));
    }, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(pruneTimer));
}
