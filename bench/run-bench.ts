// npm run bench -- --listings 100000 [--rate 300] [--duration 10]
// Seeds a database (DATABASE_URL, or embedded PGlite in ./data/bench), starts the real server on it and
// measures with autocannon: browse, each sort key, a search, a filter combination, a deep page (cursor 40,000
// rows in) and a listing detail; beside them, the same browse SQL straight through the driver and a bare
// Fastify hello-world. Prints req/s, p50, p99 and ratios, and writes the results as JSON to bench-results/.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count, desc } from 'drizzle-orm';
import Fastify from 'fastify';
import { browseQuerySchema } from '@common/listings.ts';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client.ts';
import { businessListings, profiles } from '../server/src/db/schema.ts';
import { insertBulkListings } from '../server/src/db/seed/bulk-listings.ts';
import { browseListings, createdAtText, isApproved } from '../server/src/modules/listings/browse-listings.ts';
import { encodeCursor } from '../server/src/modules/listings/listing-cursor.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '300' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3900' },
  },
});
const targetListings = Number(values.listings);
const rate = Number(values.rate);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/bench/db';

interface Result {
  name: string;
  path?: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function target() {
  return databaseUrl.startsWith('file:') ? { kind: 'pglite' as const, dataDir: databaseUrl.slice(5) } : { kind: 'postgres' as const, url: databaseUrl };
}

async function ensureListings(database: DatabaseHandle) {
  const [row] = await database.db.select({ total: count() }).from(businessListings);
  const missing = targetListings - (row?.total ?? 0);
  if (missing <= 0) return;
  console.log(`Seeding ${missing.toLocaleString('en-IN')} listings…`);
  const [seller] = await database.db
    .insert(profiles)
    .values({ fullName: 'Bench Seller', email: `bench.${Date.now()}@bizbazaar.invalid`, role: 'seller', emailVerified: true })
    .returning({ id: profiles.id });
  if (!seller) throw new Error('could not create the bench seller');
  await insertBulkListings(database.db, { listings: missing, sellerId: seller.id, onProgress: (done) => process.stdout.write(`\r  ${done.toLocaleString('en-IN')}`) });
  process.stdout.write('\n');
}

/** The default browse query straight through the driver, at the same concurrency as the HTTP runs. */
async function measureDriver(database: DatabaseHandle): Promise<Result> {
  const query = browseQuerySchema.parse({});
  const latencies: number[] = [];
  const deadline = Date.now() + duration * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await browseListings(database.db, query);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { name: 'browse SQL via driver (unthrottled)', requestsPerSecond: latencies.length / duration, p50: at(0.5), p99: at(0.99), errors: 0 };
}

async function deepPageCursor(database: DatabaseHandle): Promise<string> {
  const [row] = await database.db
    .select({ id: businessListings.id, createdAtText })
    .from(businessListings)
    .where(isApproved)
    .orderBy(desc(businessListings.createdAt), desc(businessListings.id))
    .offset(40_000)
    .limit(1);
  if (!row) throw new Error('fewer than 40,000 approved listings: seed more with --listings');
  return encodeCursor({ sort: 'date', order: 'desc', value: row.createdAtText, id: row.id });
}

async function runAutocannon(name: string, url: string, path: string, overallRate?: number): Promise<Result> {
  const result = await autocannon({ url: `${url}${path}`, connections, duration, ...(overallRate ? { overallRate } : {}) });
  return { name, path, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function measureHelloWorld(): Promise<Result> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return { ...(await runAutocannon('bare Fastify hello-world (unthrottled)', address, '/')), path: undefined };
  } finally {
    await app.close();
  }
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function main() {
  const database = await openDatabase(target());
  await ensureListings(database);
  const [{ approved } = { approved: 0 }] = await database.db.select({ approved: count() }).from(businessListings).where(isApproved);
  const cursor = await deepPageCursor(database);
  const [sample] = await database.db.select({ id: businessListings.id }).from(businessListings).where(isApproved).limit(1);
  const driver = await measureDriver(database);
  await database.close(); // PGlite allows one process: hand the database to the server

  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const results: Result[] = [];
  try {
    await waitForServer(url);
    const scenarios: Array<[string, string]> = [
      ['browse (default: newest first)', '/api/listings'],
      ['sort by date, oldest first', '/api/listings?sort=date&order=asc'],
      ['sort by price, highest first', '/api/listings?sort=price&order=desc'],
      ['sort by price, lowest first', '/api/listings?sort=price&order=asc'],
      ['sort by views', '/api/listings?sort=views&order=desc'],
      ['sort by name', '/api/listings?sort=name&order=asc'],
      ['search "bakery"', '/api/listings?search=bakery'],
      ['filters: category + location + price', '/api/listings?category=food-beverage&location=Pune&minPrice=1000000&maxPrice=50000000'],
      ['deep page (cursor 40,000 rows in)', `/api/listings?cursor=${encodeURIComponent(cursor)}`],
      ['listing detail', `/api/listings/${sample?.id}`],
    ];
    for (const [name, path] of scenarios) {
      process.stdout.write(`measuring ${name}…\n`);
      await runAutocannon('warm-up', url, path, rate).catch(() => undefined);
      results.push(await runAutocannon(`${name} @ ${rate} req/s`, url, path, rate));
    }
    results.push(await runAutocannon('browse (default), unthrottled', url, '/api/listings'));
  } finally {
    server.kill('SIGTERM');
  }
  results.push(driver, await measureHelloWorld());

  const hello = results.at(-1)?.requestsPerSecond ?? 1;
  const firstPage = results[0]?.p99 ?? 1;
  console.log(`\n${approved.toLocaleString('en-IN')} approved listings · ${target().kind} · ${connections} connections · ${duration} s each\n`);
  console.log('scenario'.padEnd(52), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'vs hello'.padStart(9));
  for (const result of results) {
    console.log(
      result.name.padEnd(52),
      result.requestsPerSecond.toFixed(0).padStart(8),
      result.p50.toFixed(1).padStart(8),
      result.p99.toFixed(1).padStart(8),
      String(result.errors).padStart(7),
      `${((result.requestsPerSecond / hello) * 100).toFixed(1)}%`.padStart(9),
    );
  }
  const deep = results.find((result) => result.name.startsWith('deep page'));
  console.log(`\ndeep page p99 / first page p99 = ${((deep?.p99 ?? 0) / firstPage).toFixed(2)}`);
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), database: target().kind, approvedListings: approved, rate, duration, connections, results }, null, 2));
  console.log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
