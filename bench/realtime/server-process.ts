// The real server as a child process (`node --import tsx server/src/main.ts`), so the benchmark measures what
// production runs: its own event loop, its own pool, its own LISTEN connection. Its memory and CPU are read
// from /proc (Linux).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { processCpuSeconds } from './cpu-usage.ts';

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** Every process of one site shares it: the realtime endpoint accepts this origin only. */
  publicUrl: string;
  authSecret: string;
  /** Write a V8 CPU profile of the process here when it exits (open it in Chrome DevTools). */
  profileDirectory?: string;
  /** More settings for the process (e.g. TRUST_PROXY). */
  environment?: Record<string, string>;
}

const STOP_GRACE_MS = 15_000;
// As many as the server's pool holds (POOL_MAX_CONNECTIONS).
const POOL_WARMING_REQUESTS = 20;

export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start({ port, databaseUrl, publicUrl, authSecret, profileDirectory, environment }: ServerOptions): Promise<ServerProcess> {
    const profiling = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
    const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: authSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...environment,
      },
      stdio: 'inherit',
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`);
    await server.waitUntilHealthy();
    // A site that has been up a while has its pool's connections open already; opening them (a PostgreSQL
    // backend each) is not what the scenarios measure, and on a busy machine it can outlast the connect timeout.
    await Promise.all(Array.from({ length: POOL_WARMING_REQUESTS }, () => fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())));
    return server;
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('the server process did not start');
    return this.child.pid;
  }

  /** Resident memory in bytes. */
  rssBytes(): number {
    const line = readFileSync(`/proc/${this.pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
  }

  /** User + system CPU time consumed so far, in seconds. */
  cpuSeconds(): number {
    return processCpuSeconds(this.pid);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  private async waitUntilHealthy() {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode} while starting`);
      const response = await fetch(`${this.url}/api/health`).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not start within a minute');
  }
}
