// LISTEN on a PostgreSQL server (ADR 0011). A pooled connection cannot listen: the pool hands it to someone
// else between queries, and its query timeouts would cut an idle listener. So the listener has one pg.Client
// of its own, re-opened with a short backoff when it drops, and probed now and then, because a server that hangs
// (ADR 0007) sends no notifications and no error either.
import pg from 'pg';
import type { ListenOptions, NotificationListener } from './notification-listener.ts';
import type { DatabaseTimeLimits } from './time-limits.ts';

/**
 * Waits before the 1st, 2nd, … attempt to listen again; the last one repeats. Short, because every notification
 * sent while nobody listens is lost (sockets then learn of it only through the clients' catch-up), and an attempt
 * against a server that is down costs one refused connection: the LISTEN is back within half a second of the
 * database (ADR 0026; until 2026-11 the waits grew to 10 s, and live events resumed about 8 s after a restart).
 */
export const LISTEN_RETRY_DELAYS_MS = [100, 200, 400, 500];
const PROBE_INTERVAL_MS = 30_000;
const GOODBYE_TIMEOUT_MS = 1_000;

export interface PostgresListenOptions extends ListenOptions {
  url: string;
  channel: string;
  limits: DatabaseTimeLimits;
}

export async function listenOnPostgres(options: PostgresListenOptions): Promise<NotificationListener> {
  const listener = new PostgresListener(options);
  await listener.connect();
  return listener;
}

class PostgresListener implements NotificationListener {
  private client: pg.Client | undefined;
  private failedAttempts = 0;
  private hasLostNotifications = false;
  private isStopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private pingInFlight: Promise<void> | undefined;
  // The ping to send once the one in flight is answered: whoever asks meanwhile shares it, since it leaves after
  // their call. (One query at a time: pg deprecates queueing queries on a busy client.)
  private nextPing: Promise<void> | undefined;

  constructor(private readonly options: PostgresListenOptions) {}

  async connect(): Promise<void> {
    const { url, channel, limits } = this.options;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(limits.checkoutTimeoutMs, 5_000),
      query_timeout: limits.queryTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (error) => this.handleLoss(client, error));
    client.on('end', () => this.handleLoss(client, new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) this.options.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      this.handleLoss(client, error);
      return;
    }
    if (this.isStopped) return destroy(client);
    this.client = client;
    this.failedAttempts = 0;
    this.probeTimer = setInterval(() => this.probe(client), PROBE_INTERVAL_MS).unref();
    if (this.hasLostNotifications) {
      this.hasLostNotifications = false;
      this.options.onReconnect?.();
    }
  }

  /**
   * A round trip on the listening connection. PostgreSQL signals listening backends before it acknowledges a
   * commit, and an idle listening backend sends the notifications it was signalled about before it runs the
   * next query it reads, so by the answer to a `select 1` sent now, every notification committed before has
   * arrived (and, parsed in order, been handed on). Callers at the same moment share one ping.
   */
  caughtUp(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('not listening'));
    if (this.nextPing) return this.nextPing;
    if (!this.pingInFlight) return this.sendPing(client);
    const sendNext = () => {
      this.nextPing = undefined;
      return this.sendPing(client);
    };
    this.nextPing = this.pingInFlight.then(sendNext, sendNext);
    return this.nextPing;
  }

  private sendPing(client: pg.Client): Promise<void> {
    const ping = client.query('select 1').then(() => undefined);
    this.pingInFlight = ping;
    const settle = () => {
      if (this.pingInFlight === ping) this.pingInFlight = undefined;
    };
    ping.then(settle, settle);
    return ping;
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.probeTimer);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A polite goodbye is never answered by a frozen server: bounded, then the socket is cut.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, GOODBYE_TIMEOUT_MS)));
    await Promise.race([client.end().catch(() => {}), timeout]);
    clearTimeout(timer);
    destroy(client);
  }

  private probe(client: pg.Client) {
    // Through caughtUp, so the probe never overlaps a ping on the one connection.
    this.caughtUp().catch((error: unknown) => this.handleLoss(client, error));
  }

  /** Called for every error and end of a client; only the first one for the current client starts a retry. */
  private handleLoss(client: pg.Client, error: unknown) {
    destroy(client);
    if (this.isStopped) return;
    if (this.client !== undefined && this.client !== client) return;
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.probeTimer);
    } else if (this.retryTimer !== undefined) {
      return;
    }
    this.hasLostNotifications = true;
    this.options.onError?.(error);
    const delay = LISTEN_RETRY_DELAYS_MS[Math.min(this.failedAttempts, LISTEN_RETRY_DELAYS_MS.length - 1)] ?? 500;
    this.failedAttempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}

function destroy(client: pg.Client) {
  client.connection.stream.destroy();
}
