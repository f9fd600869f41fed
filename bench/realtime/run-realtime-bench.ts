// npm run bench:realtime [-- --sockets 10000 --rate 500 --light-rate 100 --duration 20 --scenarios abcd --profile]
// Issue 9's scale check on PostgreSQL: creates a fresh database on the server (--postgres), seeds signed-in
// users, chat pairs, a seller with 5,000 inquiries and a 1,000-message thread, starts the real server as child
// processes and measures, in this order, A) idle sockets held by one process, C) the inquiries list and thread
// pages, B) message delivery latency at a fixed rate, D) delivery across two processes (post on one, listen on
// the other).
// Prints tables, writes JSON to bench-results/, and drops the database. See docs/performance.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BenchHttp } from '../support/bench-http.ts';
import { realtimeEndpoint } from './bench-socket.ts';
import { createBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { measureChatDelivery, pairsNeeded, type ChatDeliveryResult } from './chat-delivery.ts';
import { measureIdleSockets, type IdleSocketsResult } from './idle-sockets.ts';
import { measureReads, type ReadLatencyResult } from './read-latency.ts';
import { printReport } from './report.ts';
import { BenchSeeder, type BenchUser, type ChatPair } from './seed-realtime.ts';
import { ServerProcess } from './server-process.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    sockets: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '500' },
    'light-rate': { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    reads: { type: 'string', default: '500' },
    'read-rate': { type: 'string', default: '100' },
    'seller-inquiries': { type: 'string', default: '5000' },
    'thread-messages': { type: 'string', default: '1000' },
    port: { type: 'string', default: '3950' },
    scenarios: { type: 'string', default: 'abcd' },
    'keep-database': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const settings = {
  sockets: Number(values.sockets),
  rate: Number(values.rate),
  lightRate: Number(values['light-rate']),
  duration: Number(values.duration),
  warmup: Number(values.warmup),
  reads: Number(values.reads),
  readRate: Number(values['read-rate']),
  sellerInquiries: Number(values['seller-inquiries']),
  threadMessages: Number(values['thread-messages']),
  port: Number(values.port),
};
const scenarios = new Set(values.scenarios.toLowerCase().split(''));
// Every process of the site answers for this address; only its origin may open a socket.
const PUBLIC_URL = `http://localhost:${settings.port}`;
const FILE_DESCRIPTORS_BESIDES_SOCKETS = 1_000;
// A pause between scenarios: closed sockets, finished requests and background work of the last one settle.
const SETTLE_MS = 5_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

interface Seeded {
  idleUsers: BenchUser[];
  lightPairs: ChatPair[];
  fullPairs: ChatPair[];
  crossPairs: ChatPair[];
  busySeller?: BenchUser;
  thread?: ChatPair;
}

/** Each socket is a file descriptor here and another in the server (which inherits this limit). */
function checkFileDescriptorLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((entry) => entry.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3] ?? Number.POSITIVE_INFINITY);
  const needed = settings.sockets + FILE_DESCRIPTORS_BESIDES_SOCKETS;
  if (scenarios.has('a') && soft < needed) {
    throw new Error(`${settings.sockets} sockets need about ${needed} open files; this process may open ${soft}. Raise it with ulimit -n (the npm script raises it to the hard limit).`);
  }
  return soft;
}

async function seed(client: pg.Client, authSecret: string): Promise<Seeded> {
  const seeder = new BenchSeeder(client, authSecret);
  const pairsFor = (scenario: string, rate: number) =>
    scenarios.has(scenario) && rate > 0 ? seeder.chatPairs(pairsNeeded(rate, settings.duration, settings.warmup)) : Promise.resolve([]);
  const seeded: Seeded = {
    idleUsers: scenarios.has('a') ? await seeder.signedInUsers(settings.sockets, 'buyer') : [],
    lightPairs: await pairsFor('b', settings.lightRate),
    fullPairs: await pairsFor('b', settings.rate),
    crossPairs: await pairsFor('d', settings.rate),
  };
  if (scenarios.has('c')) {
    seeded.busySeller = await seeder.busySeller(settings.sellerInquiries);
    seeded.thread = await seeder.longThread(settings.threadMessages);
  }
  await seeder.vacuumAnalyze();
  return seeded;
}

async function measureThreadAndList(http: BenchHttp, seeded: Seeded): Promise<ReadLatencyResult[]> {
  const { busySeller, thread } = seeded;
  if (!busySeller || !thread) return [];
  const options = { requests: settings.reads, rate: settings.readRate };
  const firstList = await http.request('GET', '/api/inquiries', busySeller.cookie);
  const listCursor = (JSON.parse(firstList.body) as { nextCursor: string | null }).nextCursor;
  const threadPath = `/api/inquiries/${thread.inquiryId}/messages`;
  // About half-way back through the thread: ten pages of fifty.
  let olderCursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const answer = await http.request('GET', olderCursor ? `${threadPath}?cursor=${encodeURIComponent(olderCursor)}` : threadPath, thread.buyer.cookie);
    olderCursor = (JSON.parse(answer.body) as { nextCursor: string | null }).nextCursor ?? olderCursor;
  }
  const inquiries = settings.sellerInquiries.toLocaleString('en-IN');
  const messages = settings.threadMessages.toLocaleString('en-IN');
  const reads: ReadLatencyResult[] = [];
  for (const read of [
    { label: `inquiries list, seller of ${inquiries}, first page`, path: '/api/inquiries', cookie: busySeller.cookie },
    { label: `inquiries list, seller of ${inquiries}, second page`, path: `/api/inquiries?cursor=${encodeURIComponent(listCursor ?? '')}`, cookie: busySeller.cookie },
    { label: `thread of ${messages} messages, latest page`, path: threadPath, cookie: thread.buyer.cookie },
    { label: `thread of ${messages} messages, older page (cursor)`, path: `${threadPath}?cursor=${encodeURIComponent(olderCursor ?? '')}`, cookie: thread.buyer.cookie },
  ]) {
    process.stdout.write(`C. ${read.label}…\n`);
    reads.push(await measureReads(http, { ...read, ...options }));
  }
  return reads;
}

async function describeDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } finally {
    await client.end();
  }
}

async function main() {
  const openFiles = checkFileDescriptorLimit();
  const authSecret = randomBytes(32).toString('hex');
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, open files ${openFiles}`;
  const database: BenchDatabase = await createBenchDatabase(values.postgres);
  console.log(`Database ${database.name} created; seeding…`);
  const servers: ServerProcess[] = [];
  let idle: IdleSocketsResult | undefined;
  const delivery: ChatDeliveryResult[] = [];
  let reads: ReadLatencyResult[] = [];
  const clients: BenchHttp[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const client of clients) client.close();
      await Promise.all(servers.map((server) => server.stop()));
      if (values['keep-database']) console.log(`kept database ${database.name}`);
      else await database.drop();
    })());
  // Ctrl-C: the servers get the signal too; the database must not be left behind.
  process.once('SIGINT', () => {
    console.log('\ninterrupted: stopping the servers and dropping the database…');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seeded = await seed(client, authSecret).finally(() => client.end());
    const profileDirectory = values.profile ? `bench-results/profiles-${Date.now()}` : undefined;
    if (profileDirectory) console.log(`CPU profiles of the server processes go to ${profileDirectory}/ when they stop`);
    const serverOptions = { databaseUrl: database.url, publicUrl: PUBLIC_URL, authSecret, profileDirectory };
    const first = await ServerProcess.start({ ...serverOptions, port: settings.port });
    servers.push(first);
    const firstHttp = new BenchHttp(first.url, PUBLIC_URL);
    clients.push(firstHttp);
    const firstSockets = realtimeEndpoint(first.url, PUBLIC_URL);
    const chat = { durationSeconds: settings.duration, warmupSeconds: settings.warmup, poster: firstHttp, databasePids: () => database.backendPids() };

    if (scenarios.has('a')) {
      process.stdout.write(`A. opening ${settings.sockets.toLocaleString('en-IN')} idle sockets on one process…\n`);
      idle = await measureIdleSockets(first, firstSockets, seeded.idleUsers.map((user) => user.cookie));
    }
    // Reads before the chat runs, so that they are measured on their own rather than in the wake of thousands
    // of writes (autovacuum, checkpoints).
    if (scenarios.has('c')) {
      await settle();
      reads = await measureThreadAndList(firstHttp, seeded);
    }
    if (scenarios.has('b')) {
      for (const [rate, pairs] of [
        [settings.lightRate, seeded.lightPairs],
        [settings.rate, seeded.fullPairs],
      ] as const) {
        if (rate <= 0) continue;
        await settle();
        const label = `one process @ ${rate}/s`;
        process.stdout.write(`B. ${label}, ${pairs.length} pairs, ${settings.duration} s…\n`);
        delivery.push(await measureChatDelivery({ ...chat, label, rate, pairs, listenOn: firstSockets, servers: [first] }));
      }
    }
    if (scenarios.has('d')) {
      await settle();
      const second = await ServerProcess.start({ ...serverOptions, port: settings.port + 1 });
      servers.push(second);
      const label = `two processes @ ${settings.rate}/s`;
      process.stdout.write(`D. ${label} (post to one, listen on the other), ${seeded.crossPairs.length} pairs…\n`);
      delivery.push(
        await measureChatDelivery({
          ...chat,
          label,
          rate: settings.rate,
          pairs: seeded.crossPairs,
          listenOn: realtimeEndpoint(second.url, PUBLIC_URL),
          servers: [first, second],
        }),
      );
    }
  } finally {
    await cleanUp();
  }
  const report = { at: new Date().toISOString(), machine, database: await describeDatabase(values.postgres), idle, delivery, reads };
  printReport(report);
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/realtime-${report.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ settings, ...report }, null, 2));
  console.log(`\nresults written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
