// Every number that bounds load and slow clients, in one place (ADR 0027). Tests pass smaller ones through
// buildApp's options instead of waiting minutes.

export interface AdmissionLimits {
  /**
   * New requests are refused while the event loop's timers fire later than this on average over the last window.
   * A refusal can come no sooner than the loop gets to the request, so this is also about how long a refused
   * client waits: 50 ms keeps refusals "fast" (within 100 ms). And an admitted request waits a turn of the loop at
   * each await (each query): about five for a page or a chat message, so a loop 50 ms behind costs ~0.25 s of the
   * 1 s the accepted requests' p99 may take. At 100 ms the benchmark's refusals came after 100–300 ms
   * (docs/performance.md, Overload). A single slow turn among many on time averages out and sheds nothing.
   */
  maxEventLoopLagMs: number;
  /**
   * The event loop's lag refuses requests only while at least this many admitted requests are still in flight:
   * fewer is no queue to protect (the pool alone serves 20 at once, a browser opens at most 6 connections), and a
   * loop slowed by something else (start-up, a slow embedded-database query, a machine shared with other work)
   * must not refuse the few requests there are.
   */
  minInFlightForLag: number;
  /** How far back "recent" reaches: long enough to hold several samples of a loop whose turns take 100 ms. */
  lagWindowMs: number;
  /** How often the loop is sampled: a timer that should fire this often, and how late it fired. */
  lagSampleIntervalMs: number;
  /**
   * New requests are refused while more queries than this wait for one of the pool's connections. A checkout
   * gives up after 1 s (ADR 0007), and a query waiting for it would end as a slow 503 instead of a fast one. 20
   * waiting is one more query for each of the 20 connections, a few milliseconds of work ahead: a burst, not yet
   * a backlog; beyond it the queue only grows.
   */
  maxPoolWaiting: number;
  /** Told to refused clients: the backlog behind a refusal clears within a second or two. */
  retryAfterSeconds: number;
}

export const ADMISSION_LIMITS: AdmissionLimits = {
  maxEventLoopLagMs: 50,
  minInFlightForLag: 16,
  lagWindowMs: 500,
  lagSampleIntervalMs: 20,
  maxPoolWaiting: 20,
  retryAfterSeconds: 2,
};

export interface ClientLimits {
  /**
   * Open connections one client address may hold. A browser opens at most 6 per site plus a WebSocket per tab,
   * so 64 is ten busy tabs, or a small office behind one NAT; a mobile carrier's NAT can put more people behind
   * one address, which is why it can be raised (MAX_CONNECTIONS_PER_ADDRESS). A trusted proxy's connections are
   * never counted (they carry everyone): there the proxy limits connections per client.
   */
  maxConnectionsPerAddress: number;
  /** The request line and headers must arrive within this (Node's default is a minute). */
  headersTimeoutMs: number;
  /**
   * The whole request, body included (1 MiB at most), must arrive within this: 30 s is a full body over a slow
   * mobile link. Answered 408 in the error shape, and the connection closed.
   */
  requestTimeoutMs: number;
  /**
   * A connection on which nothing moves for this long, in either direction, is ended: above all a response the
   * client does not read (a stalled reader), but also a request that stops arriving.
   */
  sendTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above a load balancer's usual 60 s idle timeout. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the header and request timeouts (its default is 30 s, as long as a timeout). */
  timeoutCheckIntervalMs: number;
}

export const CLIENT_LIMITS: ClientLimits = {
  maxConnectionsPerAddress: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  sendTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckIntervalMs: 1_000,
};

export interface PageRenderLimits {
  /**
   * Pages rendered at once for one client address (a cached page costs nothing and is not counted). A person
   * opens a page at a time; a few tabs at once is 4.
   */
  perAddress: number;
  /**
   * Pages rendered at once in the process. A render is about 10 ms of the event loop plus its API queries: 16 at
   * once is ~160 ms of work queued ahead of everything else, the most the loop can take without the admission
   * limit above tripping for everyone.
   */
  overall: number;
  /** Told to refused clients: a render takes tens of milliseconds. */
  retryAfterSeconds: number;
}

export const PAGE_RENDER_LIMITS: PageRenderLimits = {
  perAddress: 4,
  overall: 16,
  retryAfterSeconds: 1,
};
