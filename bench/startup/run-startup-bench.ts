// npm run bench:startup -- [--node <binary>]… [--runs N] [--database pglite|postgres]
// Start-up time and memory of the server as `npm start` runs it now (the compiled dist/app/main.js, ADR 0028)
// and as it ran before (`tsx server/src/main.ts`), on each Node binary named (default: the one running this).
// Start-up is from spawning the process to the first 200 from /api/health, as wall-clock time and as the CPU
// time the process tree used by then (the machine's other work moves the first, hardly the second); memory is
// the resident set (RSS) of the process tree two seconds later, idle. Each figure: median (min–max) of the
// runs. `tsx <file>` runs the server in a child process of its own, so its RSS is both processes', the way the
// machine pays for it.
// The database is reopened, not created: one start that is not counted migrates it first. Build first
// (npm run build): both ways serve the same dist/web and dist/server.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../web/app-server.ts';

const IDLE_BEFORE_MEMORY_MS = 2_000;
const HEALTH_POLL_MS = 10;

const { values } = parseArgs({
  options: {
    node: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    database: { type: 'string', default: 'pglite' },
  },
});
const nodeBinaries = values.node ?? [process.execPath];
const runs = Number(values.runs);
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';

interface Way {
  name: string;
  args: (node: string) => { command: string; args: string[] };
}

const WAYS: Way[] = [
  // What `npm start` ran before: tsx's CLI, which starts the server in a child node with its loader.
  { name: 'tsx server/src/main.ts', args: (node) => ({ command: node, args: ['node_modules/tsx/dist/cli.mjs', 'server/src/main.ts'] }) },
  // Without the source maps `npm start` asks for: what reading them costs.
  { name: 'node dist/app/main.js', args: (node) => ({ command: node, args: ['dist/app/main.js'] }) },
  { name: 'node --enable-source-maps dist/app/main.js', args: (node) => ({ command: node, args: ['--enable-source-maps', 'dist/app/main.js'] }) },
];

const CLOCK_TICKS_PER_SECOND = 100;

function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

function residentMb(pid: number): number {
  const kb = processTree(pid).map((member) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0));
  return kb.reduce((sum, value) => sum + value, 0) / 1024;
}

/** CPU time (user + system) the tree has used: unlike the wall clock, hardly moved by other work on the machine. */
function cpuMs(pid: number): number {
  const ticks = processTree(pid).map((member) => {
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  });
  return (ticks.reduce((sum, value) => sum + value, 0) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function startOnce(node: string, way: Way, databaseUrl: string): Promise<{ startMs: number; cpuMs: number; rssMb: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { command, args } = way.args(node);
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_SECRET: 'startup-bench-only-secret-0123456789abcdef' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
    const startMs = performance.now() - started;
    const startCpuMs = cpuMs(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_MEMORY_MS));
    return { startMs, cpuMs: startCpuMs, rssMb: residentMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function withDatabase<T>(use: (databaseUrl: string) => Promise<T>): Promise<T> {
  if (values.database === 'postgres') {
    const name = `bizbazaar_startup_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      return await use(`${serverUrl.replace(/\/[^/]*$/, '')}/${name}`);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  const folder = mkdtempSync(join(tmpdir(), 'bizbazaar-startup-'));
  try {
    return await use(`file:${join(folder, 'db')}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync('dist/app/main.js') || !existsSync('dist/web/index.html')) throw new Error('Build first: npm run build');
  console.log(`${runs} starts each, database: ${values.database === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite on disk'} (migrated, no demo data)\n`);
  console.log('| Node | how | start → /api/health 200, ms | CPU time to start, ms | RSS idle, MB |');
  console.log('| --- | --- | --- | --- | --- |');
  await withDatabase(async (databaseUrl) => {
    await startOnce(nodeBinaries[0]!, WAYS[2]!, databaseUrl); // migrates; not counted
    for (const node of nodeBinaries) {
      const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
      for (const way of WAYS) {
        const samples: Array<Awaited<ReturnType<typeof startOnce>>> = [];
        for (let run = 0; run < runs; run += 1) samples.push(await startOnce(node, way, databaseUrl));
        const range = (key: 'startMs' | 'cpuMs' | 'rssMb') => {
          const numbers = samples.map((sample) => sample[key]);
          return `${Math.round(median(numbers))} (${Math.round(Math.min(...numbers))}–${Math.round(Math.max(...numbers))})`;
        };
        console.log(`| ${version} | \`${way.name}\` | ${range('startMs')} | ${range('cpuMs')} | ${range('rssMb')} |`);
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
