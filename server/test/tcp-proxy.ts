// A TCP proxy in front of the PostgreSQL server that can freeze like a network that stops forwarding: bytes
// stop in both directions, but no socket is closed or reset, so neither side learns anything. That is the
// failure a server that is merely down (connection refused) does not show.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops forwarding: new and open connections hang; even a hang-up waits for thaw(). */
  freeze(): void;
  /** Delivers what was held back and forwards again. */
  thaw(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  server: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let isFrozen = false;
  // Work a frozen network would not do yet (hang-ups), done in order at thaw().
  let heldBack: Array<() => void> = [];
  const whenThawed = (action: () => void) => (isFrozen ? heldBack.push(action) : action());

  function forward(from: Socket, to: Socket) {
    from.on('data', (chunk: Buffer) => {
      // Pausing stops reading, so the sender's kernel buffers fill as they would on a dead route.
      if (isFrozen) from.pause();
      whenThawed(() => to.write(chunk));
    });
    from.on('end', () => whenThawed(() => to.end()));
    from.on('close', () => whenThawed(() => to.destroy()));
    from.on('error', () => {});
  }

  const listener = createServer((client) => {
    const server = connect(target.port, target.host);
    if (isFrozen) {
      client.pause();
      server.pause();
    }
    const link = { client, server };
    links.add(link);
    client.on('close', () => links.delete(link));
    forward(client, server);
    forward(server, client);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));

  return {
    port: (listener.address() as AddressInfo).port,
    freeze() {
      isFrozen = true;
      for (const { client, server } of links) {
        client.pause();
        server.pause();
      }
    },
    thaw() {
      isFrozen = false;
      const actions = heldBack;
      heldBack = [];
      for (const action of actions) action();
      for (const { client, server } of links) {
        client.resume();
        server.resume();
      }
    },
    async close() {
      for (const { client, server } of links) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
