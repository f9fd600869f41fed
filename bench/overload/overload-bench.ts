// npm run bench -- --only overload [--capacity N] [--hold 60]: issue 23's overload run on a PostgreSQL server.
// 80 buyers and 40 sellers, signed in, each with a live socket (the 40 buyer–seller pairs follow their
// conversation's room), send mixed traffic open loop (bench/support/fixed-rate.ts): browse, listing detail,
// dashboards, and chat messages. After a warm-up, first the capacity: 8 s steps of rising rate until one misses p99 ≤ 1 s or has
// more than 1 % of answers that are not successes (--capacity skips it, e.g. to run older code at the same load).
// Then a ramp from capacity to twice capacity over 30 s and a hold at twice capacity. Every answer is a success,
// a fast 503 (within 100 ms: refused by admission control), or "other" (a slow 503, any other error, no answer),
// which must be 0. Each accepted chat message must reach the other participant's socket.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type WebSocket from 'ws';
import { inquiryRoom } from '@common/realtime.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { insertBulkListings } from '../../server/src/db/seed/bulk-listings.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../../server/src/db/time-limits.ts';
import { closeSockets, followRoom, openSockets, realtimeEndpoint } from '../realtime/bench-socket.ts';
import { createBenchDatabase } from '../realtime/bench-database.ts';
import { BenchSeeder, type BenchUser, type ChatPair } from '../realtime/seed-realtime.ts';
import { ServerProcess } from '../realtime/server-process.ts';
import { BenchHttp } from '../support/bench-http.ts';
import { runAtFixedRate } from '../support/fixed-rate.ts';
import { summarize } from '../support/latency-stats.ts';
import { classifyAnswers, describeTally, type Answer, type Tally } from './answer-tally.ts';

export interface OverloadOptions {
  /** Any database on the PostgreSQL server; the run creates its own and drops it. */
  postgresUrl: string;
  port: number;
  /** Requests a second the server keeps up with; measured when not given. */
  capacity?: number;
  holdSeconds: number;
  listings: number;
}

export interface OverloadResult {
  capacity: number;
  isCapacityMeasured: boolean;
  steps: Array<{ rate: number; tally: Tally }>;
  ramp: Tally;
  hold: Tally;
  /**
   * The generator's own event-loop delay during the hold, p99 in ms: it shares the machine, and a request it sends
   * late, or an answer it notices late, counts in the latencies above.
   */
  generatorLagP99: number;
  messages: { accepted: number; delivered: number; refused: number; other: number };
}

const PAIRS = 40;
const BROWSING_BUYERS = 40;
const STEP_SECONDS = 8;
const FIRST_STEP_RATE = 50;
const STEP_INCREASE = 50;
const MAX_STEP_RATE = 2_000;
// Unmeasured, before anything: a fresh process's JIT, caches and pool connections, and every account's first
// session read. Without it the first step measures the start, not the capacity.
const WARMUP_RATE = 25;
const WARMUP_SECONDS = 15;
const RAMP_SECONDS = 30;
const RAMP_STEPS = 6;
// A step "keeps up" when its accepted p99 is within the target and nearly every answer is a success.
const TARGET_P99_MS = 1_000;
const MAX_UNSUCCESSFUL_SHARE = 0.01;
// Chat messages are a share of the traffic, but each account stays under its 30-a-minute limit (ADR 0008):
// 120 accounts at 20 a minute each is 40 messages a second at most.
const CHAT_SHARE = 0.15;
const MAX_CHAT_RATE = ((PAIRS * 2) * 20) / 60;
const DELIVERY_GRACE_MS = 5_000;

interface Participants {
  pairs: ChatPair[];
  browsers: BenchUser[];
  listingIds: string[];
}

async function seed(databaseUrl: string, authSecret: string, listings: number): Promise<Participants> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { migrate: false, timeLimits: LONG_RUNNING_TIME_LIMITS });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeder = new BenchSeeder(client, authSecret);
    const pairs = await seeder.chatPairs(PAIRS);
    const browsers = await seeder.signedInUsers(BROWSING_BUYERS, 'buyer');
    const firstSeller = pairs[0]?.seller.id;
    if (!firstSeller) throw new Error('no seller was seeded');
    await insertBulkListings(database.db, { listings, sellerId: firstSeller });
    await seeder.vacuumAnalyze();
    const { rows } = await client.query<{ id: string }>(`select id from business_listings where status = 'approved' order by random() limit 500`);
    return { pairs, browsers, listingIds: rows.map((row) => row.id) };
  } finally {
    await client.end();
    await database.close();
  }
}

const BROWSE_PATHS = [
  '/api/listings',
  '/api/listings?sort=price&order=desc',
  '/api/listings?sort=views&order=desc',
  '/api/listings?search=bakery',
  '/api/listings?category=food-beverage&location=Pune',
  '/api/categories',
];

/** One request of the mix: which user, what, and whether it is a chat message. */
interface PlannedRequest {
  user: BenchUser;
  method: 'GET' | 'POST';
  path: string;
  body?: { message: string };
  messageId?: number;
}

class TrafficMix {
  private next = 0;
  private nextMessage = 0;
  private readonly everyone: BenchUser[];
  private readonly sellers: BenchUser[];
  /** Each chat message's number → the participant who should see it live. */
  readonly recipients = new Map<number, BenchUser>();

  constructor(private readonly participants: Participants) {
    this.sellers = participants.pairs.map((pair) => pair.seller);
    this.everyone = [...participants.browsers, ...participants.pairs.map((pair) => pair.buyer), ...this.sellers];
  }

  plan(rate: number): PlannedRequest {
    const index = (this.next += 1);
    const pick = <T>(items: readonly T[], salt = 0) => items[(index * 7919 + salt) % items.length] as T;
    const chatEvery = Math.max(1, Math.round(rate / Math.min(rate * CHAT_SHARE, MAX_CHAT_RATE)));
    if (index % chatEvery === 0) return this.chatMessage();
    const user = pick(this.everyone, 13);
    const kind = index % 20;
    if (kind < 8) return { user, method: 'GET', path: pick(BROWSE_PATHS, 3) };
    if (kind < 14) return { user, method: 'GET', path: `/api/listings/${pick(this.participants.listingIds, 5)}` };
    const seller = pick(this.sellers, 11);
    if (kind < 16) return { user: seller, method: 'GET', path: '/api/dashboard/summary' };
    if (kind < 18) return { user: seller, method: 'GET', path: '/api/inquiries?role=seller' };
    return { user, method: 'GET', path: '/api/notifications' };
  }

  private chatMessage(): PlannedRequest {
    const messageId = (this.nextMessage += 1);
    const pair = this.participants.pairs[messageId % this.participants.pairs.length] as ChatPair;
    const isBuyerSending = Math.floor(messageId / this.participants.pairs.length) % 2 === 0;
    const [sender, recipient] = isBuyerSending ? [pair.buyer, pair.seller] : [pair.seller, pair.buyer];
    this.recipients.set(messageId, recipient);
    return { user: sender, method: 'POST', path: `/api/inquiries/${pair.inquiryId}/messages`, body: { message: `Overload message #${messageId}: is the lease transferable?` }, messageId };
  }
}

interface Run {
  http: BenchHttp;
  mix: TrafficMix;
  /** Each user's own client address, as a proxy in front would report it (the server trusts loopback). */
  addressOf: Map<string, string>;
  acceptedMessages: Set<number>;
  refusedMessages: Set<number>;
  otherMessages: Set<number>;
}

async function sendAtRate(run: Run, rate: number, seconds: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const pending: Array<Promise<void>> = [];
  await runAtFixedRate(rate, Math.round(rate * seconds), () => {
    const request = run.mix.plan(rate);
    const sentAt = performance.now();
    const headers = { 'x-forwarded-for': run.addressOf.get(request.user.id) ?? '198.51.100.1' };
    pending.push(
      run.http.request(request.method, request.path, request.user.cookie, request.body, headers).then(
        (answer) => {
          const answered: Answer = { status: answer.status, ms: performance.now() - sentAt, body: answer.body };
          answers.push(answered);
          if (request.messageId === undefined) return;
          const outcome = answered.status === 201 ? run.acceptedMessages : answered.status === 503 ? run.refusedMessages : run.otherMessages;
          outcome.add(request.messageId);
        },
        (error: unknown) => {
          answers.push({ status: 0, ms: performance.now() - sentAt, body: String(error) });
          if (request.messageId !== undefined) run.otherMessages.add(request.messageId);
        },
      ),
    );
  });
  await Promise.all(pending);
  return answers;
}

async function measureCapacity(run: Run): Promise<{ capacity: number; steps: OverloadResult['steps'] }> {
  const steps: OverloadResult['steps'] = [];
  let capacity = FIRST_STEP_RATE;
  for (let rate = FIRST_STEP_RATE; rate <= MAX_STEP_RATE; rate += STEP_INCREASE) {
    const tally = classifyAnswers(await sendAtRate(run, rate, STEP_SECONDS));
    steps.push({ rate, tally });
    console.log(`  ${String(rate).padStart(5)} req/s: ${describeTally(tally)}`);
    const unsuccessful = (tally.shed + tally.other) / tally.total;
    if (tally.accepted.p99 > TARGET_P99_MS || unsuccessful > MAX_UNSUCCESSFUL_SHARE) break;
    capacity = rate;
    // A pause between steps, so the next one does not start behind this one's backlog.
    await sleep(2_000);
  }
  return { capacity, steps };
}

/** Live delivery of every accepted message to the other participant's socket. */
function listenForMessages(sockets: ReadonlyArray<WebSocket | undefined>, users: readonly BenchUser[], mix: TrafficMix) {
  const delivered = new Set<number>();
  sockets.forEach((socket, index) => {
    const user = users[index];
    socket?.on('message', (data) => {
      const text = String(data);
      const messageId = Number(/Overload message #(\d+):/.exec(text)?.[1] ?? Number.NaN);
      if (Number.isNaN(messageId) || !user || mix.recipients.get(messageId)?.id !== user.id) return;
      delivered.add(messageId);
    });
  });
  return delivered;
}

export async function runOverloadBench(options: OverloadOptions): Promise<OverloadResult> {
  const authSecret = randomBytes(32).toString('hex');
  const database = await createBenchDatabase(options.postgresUrl);
  let server: ServerProcess | undefined;
  let sockets: Array<WebSocket | undefined> = [];
  try {
    console.log(`Seeding ${PAIRS} chat pairs, ${BROWSING_BUYERS} more buyers and ${options.listings.toLocaleString('en-IN')} listings…`);
    const participants = await seed(database.url, authSecret, options.listings);
    const publicUrl = `http://localhost:${options.port}`;
    // TRUST_PROXY=loopback: each user's requests name their own address, as behind a load balancer, so the limits
    // per address see 120 people, not one generator.
    server = await ServerProcess.start({ port: options.port, databaseUrl: database.url, publicUrl, authSecret, environment: { TRUST_PROXY: 'loopback' } });
    // Everyone has a tab open (a socket each); the pairs' tabs show their conversation (its room).
    const users = participants.pairs.flatMap((pair) => [pair.buyer, pair.seller]);
    const everyone = [...users, ...participants.browsers];
    const opened = await openSockets(realtimeEndpoint(server.url, publicUrl), everyone.map((user) => user.cookie));
    sockets = opened.sockets;
    await Promise.all(users.map((_user, index) => {
      const socket = sockets[index];
      return socket ? followRoom(socket, inquiryRoom(participants.pairs[Math.floor(index / 2)]?.inquiryId ?? '')) : undefined;
    }));
    const mix = new TrafficMix(participants);
    const delivered = listenForMessages(sockets, everyone, mix);
    const run: Run = {
      http: new BenchHttp(server.url, publicUrl, 1024),
      mix,
      addressOf: new Map(everyone.map((user, index) => [user.id, `198.51.100.${index + 1}`])),
      acceptedMessages: new Set(),
      refusedMessages: new Set(),
      otherMessages: new Set(),
    };
    console.log(`${sockets.filter(Boolean).length} live sockets open; warming up ${WARMUP_SECONDS} s at ${WARMUP_RATE} req/s…`);
    await sendAtRate(run, WARMUP_RATE, WARMUP_SECONDS);
    console.log(`capacity ${options.capacity === undefined ? 'in steps' : `given: ${options.capacity} req/s`}`);
    const { capacity, steps } = options.capacity === undefined ? await measureCapacity(run) : { capacity: options.capacity, steps: [] };
    await sleep(3_000);

    console.log(`ramp ${capacity} → ${capacity * 2} req/s over ${RAMP_SECONDS} s, then ${options.holdSeconds} s at ${capacity * 2} req/s…`);
    const rampAnswers: Answer[] = [];
    for (let step = 1; step <= RAMP_STEPS; step += 1) {
      rampAnswers.push(...(await sendAtRate(run, Math.round(capacity * (1 + step / RAMP_STEPS)), RAMP_SECONDS / RAMP_STEPS)));
    }
    const ramp = classifyAnswers(rampAnswers);
    console.log(`  ramp: ${describeTally(ramp)}`);
    const generatorLag = monitorEventLoopDelay({ resolution: 10 });
    generatorLag.enable();
    const hold = classifyAnswers(await sendAtRate(run, capacity * 2, options.holdSeconds));
    generatorLag.disable();
    console.log(`  hold: ${describeTally(hold)}`);
    await sleep(DELIVERY_GRACE_MS);
    const accepted = [...run.acceptedMessages];
    const messages = {
      accepted: accepted.length,
      delivered: accepted.filter((id) => delivered.has(id)).length,
      refused: run.refusedMessages.size,
      other: run.otherMessages.size,
    };
    run.http.close();
    return { capacity, isCapacityMeasured: options.capacity === undefined, steps, ramp, hold, generatorLagP99: generatorLag.percentile(99) / 1e6, messages };
  } finally {
    await closeSockets(sockets.filter((socket): socket is WebSocket => socket !== undefined));
    await server?.stop();
    await database.drop();
  }
}

export function printOverload(result: OverloadResult) {
  console.log(`\noverload on PostgreSQL: capacity ${result.capacity} req/s (${result.isCapacityMeasured ? 'measured' : 'given'})`);
  for (const [label, tally] of [
    ['ramp to 2× capacity', result.ramp],
    ['hold at 2× capacity', result.hold],
  ] as const) {
    console.log(`${label.padEnd(22)} ${describeTally(tally)}`);
  }
  const { accepted, delivered, refused, other } = result.messages;
  console.log(`chat messages: ${accepted} accepted, ${delivered} of them delivered live; ${refused} refused with 503 (the sender keeps the text); ${other} other`);
  const summary = summarize(result.hold.accepted.samples);
  console.log(`hold accepted latency: p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, max ${summary.max.toFixed(0)} ms`);
  console.log(`the generator's own event-loop delay during the hold: p99 ${result.generatorLagP99.toFixed(0)} ms`);
}
