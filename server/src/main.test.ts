// The real process as production runs it: the server compiled to JavaScript (ADR 0028), started by plain
// node. It starts on a throw-away database, refuses bad configuration readably, and on SIGTERM finishes what it
// is doing and exits cleanly; the commands for production servers run compiled too.
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];
const SPA_MARKER = 'compiled-server-test-page';

// The server bundle as `npm run build` makes it, in a folder of its own (dist/ of the checkout stays as the last
// build left it) inside the checkout, where node finds the packages, with a stand-in for the built SPA beside it
// where the bundle looks for dist/web.
let dist: string;
beforeAll(async () => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  dist = join(mkdtempSync(join(root, '.tmp', 'compiled-server-')), 'dist');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '-c', 'vite.server.config.ts', '--outDir', join(dist, 'app'), '--logLevel', 'warn'], { cwd: root });
  mkdirSync(join(dist, 'web'));
  writeFileSync(join(dist, 'web', 'index.html'), `<!doctype html><html><head><title>t</title></head><body><div id="root"></div><p>${SPA_MARKER}</p></body></html>`);
}, 120_000);

afterAll(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

function runCompiled(command: string, args: string[], environment: Record<string, string>) {
  // No loader: a TypeScript file reached at run time would fail here.
  const child = spawn(process.execPath, ['--enable-source-maps', join(dist, 'app', `${command}.js`), ...args], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: 'memory://', STORAGE_URL: `file:${join(dist, '..', 'files')}`, HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...environment },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

function startServer(environment: Record<string, string>) {
  return runCompiled('main', [], environment);
}

// A start creates and migrates an in-memory PGlite: 2–4 s of CPU, several times that on a machine busy with
// other work (CI shares two cores).
async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('is the compiled server: npm start and the production commands run JavaScript, not a development loader', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/&& node (--enable-source-maps )?dist\/app\/main\.js$/);
    for (const [name, file] of [['db:migrate', 'db-migrate'], ['admin:create', 'admin-create'], ['db:seed', 'db-seed']]) {
      expect(scripts[name!]).toMatch(new RegExp(`&& node (--enable-source-maps )?dist/app/${file}\\.js$`));
    }
  });

  it('runs from its bundle: migrations, API and the built pages found beside it', async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port);
    // Categories come from a migration: the SQL was found beside the bundle and applied.
    const categories = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as { items: unknown[] };
    expect(categories.items.length).toBeGreaterThan(5);
    const page = await fetch(`http://127.0.0.1:${port}/listings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SPA_MARKER);
    expect(server.output()).not.toContain('ExperimentalWarning');
    expect(server.output()).toContain('files on the local disk in');
  }, 120_000);

  it('starts on an S3-compatible store named by STORAGE_URL (loaded from its own chunk), printing no key', async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    const secret = 'never-printed-secret-0123456789';
    // Nothing listens at the endpoint: the store is not probed at start (ADR 0034).
    const server = startServer({ PORT: String(port), STORAGE_URL: 's3://bizbazaar-files?endpoint=http://127.0.0.1:9&region=auto', AWS_ACCESS_KEY_ID: 'AKIATEST', AWS_SECRET_ACCESS_KEY: secret });
    await waitForHealth(port);
    expect(server.output()).toContain('files on the S3 bucket bizbazaar-files at http://127.0.0.1:9');
    expect(server.output()).not.toContain(secret);
  }, 120_000);

  it('creates an admin with the compiled command for production servers (npm run admin:create)', async () => {
    const command = runCompiled('admin-create', ['--email', 'asha.admin@example.com', '--password', 'a-long-and-unusual-passphrase-42', '--name', 'Asha Rao'], {});
    expect(await command.exited).toBe(0);
    expect(command.output()).toContain('Created admin asha.admin@example.com.');
  }, 120_000);

  it('stops with a readable message when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'eighty', PUBLIC_URL: 'ftp://example.com', STORAGE_URL: 's3://AKIA:hunter2@bucket' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('PUBLIC_URL');
    expect(server.output()).toContain('STORAGE_URL: keys do not belong in the URL');
    expect(server.output()).not.toContain('hunter2');
  }, 30_000);

  it('finishes in-flight requests and exits 0 on SIGTERM', async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port);
    // A request whose body is still arriving when the signal comes: it must still get its answer.
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify({ fullName: 'Late Request' });
    socket.write(`PATCH /api/profile HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(5));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('No user found');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});
