// HTTP/1.1 over a plain socket, for tests of what the server does with the connection itself (slow, stalled or
// pipelining clients, many connections from one address) that fetch and app.inject hide.
import { connect, type Socket } from 'node:net';

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
      const [statusLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < headEnd + 4 + length) return undefined;
      const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
      buffered = buffered.subarray(headEnd + 4 + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
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
