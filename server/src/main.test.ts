// The real process: starts on a throw-away database, refuses bad configuration readably, and on SIGTERM
// finishes what it is doing and exits cleanly.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];

function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: 'memory://', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...environment },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000) {
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
  it('stops with a readable message when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'eighty', PUBLIC_URL: 'ftp://example.com' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('PUBLIC_URL');
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
  }, 60_000);
});
