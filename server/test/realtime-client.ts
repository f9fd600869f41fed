// A WebSocket client for realtime tests (Node 20 has no global WebSocket: TOOLCHAIN). It records every frame,
// so a test can wait for the one it expects and then look at everything that came before.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerFrame } from '@common/realtime.ts';
import { PUBLIC_URL } from './test-app.ts';

const WAIT_MS = 5_000;

/** Listens on a free port and gives the socket address. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME_PATH}`;
}

export interface OpenOptions {
  cookie?: string;
  /** Default: the app's own origin, as a browser on the site would send it. */
  origin?: string | null;
}

export type RefusedUpgrade = { refusedWith: number; body: string };

export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Opens a socket, or tells with which HTTP status the upgrade was refused. */
  static open(url: string, { cookie, origin = PUBLIC_URL }: OpenOptions = {}): Promise<TestSocket | RefusedUpgrade> {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    const socket = new WebSocket(url, { headers, ...(origin === null ? {} : { origin }) });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += String(chunk)));
        response.on('end', () => resolve({ refusedWith: response.statusCode ?? 0, body }));
      });
      socket.once('error', reject);
    });
  }

  static async connect(url: string, options: OpenOptions): Promise<TestSocket> {
    const result = await TestSocket.open(url, options);
    if (!(result instanceof TestSocket)) throw new Error(`upgrade refused with ${result.refusedWith}: ${result.body}`);
    return result;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches. */
  async waitFor(matches: (frame: ServerFrame) => boolean, timeoutMs = WAIT_MS): Promise<ServerFrame> {
    const found = () => this.frames.find(matches);
    const existing = found();
    if (existing) return existing;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      const check = () => {
        const frame = found();
        if (!frame) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(frame);
      };
      this.waiters.add(check);
    });
  }

  async subscribe(room: string): Promise<ServerFrame> {
    this.send({ type: 'subscribe', room });
    return this.waitFor((frame) => ('room' in frame && frame.room === room && (frame.type === 'subscribed' || frame.type === 'error')));
  }

  close(): void {
    this.socket.terminate();
  }
}
