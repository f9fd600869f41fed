// The built app on a throw-away database with the demo data, as a visitor would meet it: the real server as
// `npm start` runs it (node dist/app/main.js, ADR 0028) in a child process, stopped by the caller (also when a
// run fails). Its files (listing photos) go to a throw-away folder too, removed when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now: the operating system's pick, unless the caller names one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  // Not child.killed: that only says a signal was sent.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // main.ts finishes in-flight requests on SIGTERM and exits within 10 s; past that, no waiting.
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startAppServer(options: { port: number; logFile: string }): Promise<AppServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile);
  const filesDirectory = mkdtempSync(join(tmpdir(), 'bizbazaar-web-bench-files-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/app/main.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: 'memory://',
      // Never the app's own ./data/files: the benchmark's uploads are thrown away with its database.
      STORAGE_URL: `file:${filesDirectory}`,
      SEED_DEMO: 'true',
      // Empty means unset (config.ts): mail goes to the console transport, i.e. this log, never to anyone.
      SMTP_URL: '',
      // As deployed: React's server side (and anything else that checks) runs its production build.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // A crash of the benchmark (an 'error' event nobody handles, say) skips every finally: the server must not
  // outlive it. 'exit' handlers run on such a crash and on process.exit; a signal is made into an exit.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const stop = async () => {
    await stopProcess(child);
    rmSync(filesDirectory, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, options.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within 2 minutes; see ${logFile}`);
}
