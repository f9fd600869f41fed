// A throw-away PostgreSQL cluster of the test's own, for tests that stop and start the server itself (a restart
// cannot be staged on the shared server other tests use). Made with the server's own initdb and pg_ctl in a
// temporary folder on a free port; PostgreSQL refuses to run as root, so when the tests do, the cluster runs as
// the postgres account. Needs the PostgreSQL server binaries (the PostgreSQL pass, *.pg.test.ts).
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  /** `pg_ctl stop`: fast ends every session with an error, immediate drops them like a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files; safe to call more than once. */
  remove(): Promise<void>;
}

/** The newest installed server's binaries (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => join(root, major, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
  if (!found) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'bizbazaar-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    isRoot ? execFile('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : execFile(join(bin, command), args);
  const dataDir = join(folder, 'data');
  const port = await freePort();
  // Small and without disk flushes: it lives for one test file.
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=16MB -c max_connections=40`;
  let isRunning = false;
  let isRemoved = false;

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode = 'fast') {
      await run('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w']);
      isRunning = false;
    },
    async start() {
      await run('pg_ctl', ['start', '-D', dataDir, '-l', join(folder, 'server.log'), '-o', settings, '-w', '-t', '30']);
      isRunning = true;
    },
    async remove() {
      if (isRemoved) return;
      isRemoved = true;
      if (isRunning) await cluster.stop('immediate').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
