// Raw bytes over a real socket, for what app.inject cannot show: Node's own parser and server (a missing Host, an
// Expect header, an upgrade request) and whether the server closes the connection.
import { connect } from 'node:net';
import { apiErrorSchema, type ApiErrorBody } from '@common/errors.ts';

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
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: apiErrorSchema.parse(JSON.parse(body)) };
}
