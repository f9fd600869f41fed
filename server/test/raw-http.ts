// HTTP/1.1 over a plain socket, for what fetch and app.inject hide: Node's own parser and server (a missing Host,
// an Expect header, an upgrade request), whether the server closes the connection, and slow, stalled or
// pipelining clients and many connections from one address.
import { connect, type Socket } from 'node:net';
import { apiErrorSchema, type ApiErrorBody } from '@common/errors.ts';

/** The status line and headers (names lower-cased) of one answer's head. */
function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers };
}

export interface RawExchange {
  /** Everything the server wrote. */
  text: string;
  /** Whether the server ended the connection within the wait. */
  isClosed: boolean;
  /** Milliseconds from sending to the close (or to the end of the wait). */
  elapsedMs: number;
}

/** Sends the bytes and collects the answer until the server closes the connection, or `waitMs` passes. */
export function sendRaw(port: number, request: string, { waitMs = 5_000 } = {}): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const finish = (isClosed: boolean) => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('utf8'), isClosed, elapsedMs: Date.now() - startedAt });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes without reading the rest of an oversized request, which may reset the connection.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => finish(true));
  });
}

export interface RawErrorResponse {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: ApiErrorBody;
}

/** Parses one HTTP answer whose body must be the error shape (throws otherwise). */
export function parseErrorResponse(raw: string): RawErrorResponse {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { ...parseHead(head), body: apiErrorSchema.parse(JSON.parse(body)) };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: Socket;
  /** Writes bytes as they are: a request, part of one, or many pipelined. */
  send(text: string): void;
  /** The next complete response (Content-Length framed), or undefined if the connection closes first. */
  nextResponse(): Promise<RawResponse | undefined>;
  /** Resolves when the connection has closed (either side). */
  closed: Promise<void>;
  close(): void;
}

/** Opens a connection to the app on 127.0.0.1:port, from `localAddress` (any 127.x.y.z is this machine too). */
export function openConnection(port: number, localAddress = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let buffered = Buffer.alloc(0);
    let isClosed = false;
    const waiting: Array<() => void> = [];
    const wake = () => waiting.splice(0).forEach((wakeUp) => wakeUp());
    const closed = new Promise<void>((resolveClosed) => socket.once('close', () => resolveClosed()));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      wake();
    });
    // A server that closes without reading everything may reset the connection: that is a close too.
    socket.on('error', () => {});
    socket.once('close', () => {
      isClosed = true;
      wake();
    });

    const takeResponse = (): RawResponse | undefined => {
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd < 0) return undefined;
      const { status, headers } = parseHead(buffered.subarray(0, headEnd).toString('latin1'));
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < headEnd + 4 + length) return undefined;
      const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
      buffered = buffered.subarray(headEnd + 4 + length);
      return { status, headers, body };
    };

    const nextResponse = async (): Promise<RawResponse | undefined> => {
      for (;;) {
        const response = takeResponse();
        if (response || isClosed) return response;
        await new Promise<void>((wakeUp) => waiting.push(wakeUp));
      }
    };

    socket.once('connect', () => resolve({ socket, send: (text) => socket.write(text), nextResponse, closed, close: () => socket.destroy() }));
    socket.once('error', reject);
  });
}

/** A GET as a browser would send it, keeping the connection open. */
export const getRequest = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** Holds the event loop (and so the server in this process) for `ms`, as a long synchronous task would. */
export function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else in this process runs meanwhile
  }
}
