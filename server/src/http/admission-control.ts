// Admission control (ADR 0027): past capacity a server that accepts every request lets each one queue, and then
// every answer is late (at twice capacity the median took 10 s and 15 % ended in 5xx). While the event loop is
// behind or the database pool has a queue, a NEW request is refused at once, in the first onRequest hook (before
// its body is read or any work is done), with 503 and Retry-After; the requests already admitted finish in time.
// The same answer, with "Connection: close", for a request that arrives while the server shuts down (on a
// connection still busy, or pipelined): Fastify's own answer then would be outside the error shape.
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSY_MESSAGE, sendBusy } from './busy-answer.ts';
import type { AdmissionLimits } from './overload-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while new requests are refused (the health check, ADR 0027). */
    isAlwaysAdmitted?: boolean;
  }
}

interface LagSample {
  at: number;
  lagMs: number;
}

/**
 * How far behind the event loop is, from a timer that should fire every `intervalMs`: the mean lateness of its
 * ticks over the recent window, counting the tick overdue right now. A loop behind on every tick (a backlog) reads
 * as that lateness; one slow turn among many on time (a GC pause, one big render) averages out; and a loop blocked
 * for longer than the window is seen by the first request handled after it, and for a few ticks more while the
 * requests that queued meanwhile are refused.
 */
export class EventLoopLag {
  private readonly samples: LagSample[] = [];
  private dueAt = performance.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: { intervalMs: number; windowMs: number }) {}

  start() {
    if (this.timer) return;
    this.schedule();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  recentLagMs(now = performance.now()): number {
    const overdueMs = now - this.dueAt;
    let totalMs = Math.max(0, overdueMs);
    let count = overdueMs > 0 ? 1 : 0;
    const windowStart = now - this.options.windowMs;
    for (const sample of this.samples) {
      if (sample.at < windowStart) continue;
      totalMs += sample.lagMs;
      count += 1;
    }
    return count === 0 ? 0 : totalMs / count;
  }

  private schedule() {
    this.dueAt = performance.now() + this.options.intervalMs;
    this.timer = setTimeout(() => this.tick(), this.options.intervalMs);
    // The sampler alone must not keep a process (or a test worker) alive.
    this.timer.unref();
  }

  private tick() {
    const now = performance.now();
    this.samples.push({ at: now, lagMs: Math.max(0, now - this.dueAt) });
    const windowStart = now - this.options.windowMs;
    while ((this.samples[0]?.at ?? now) < windowStart) this.samples.shift();
    this.schedule();
  }
}

export interface AdmissionOptions {
  limits: AdmissionLimits;
  /** Queries waiting for a pooled connection now (0 for PGlite, which has no pool). */
  poolWaiting: () => number;
}

/** Why a request would be refused now, or undefined when it may go ahead. */
export type Overload = { reason: 'event-loop'; lagMs: number; inFlight: number } | { reason: 'database-pool'; waiting: number };

// Requests the process makes of itself (a page's API calls, answered through inject, ADR 0018) belong to a request
// already admitted: refusing them would fail half-done work. Only requests from the network are counted.
const isFromNetwork = (request: FastifyRequest) => request.raw.socket instanceof Socket;

const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

// One warning per episode is enough to see it in the logs; one per refused request would add to the load.
const OVERLOAD_LOG_INTERVAL_MS = 10_000;

export const SHUTTING_DOWN_MESSAGE = 'BizBazaar is restarting. Please try again in a moment.';

export function registerAdmissionControl(app: FastifyInstance, { limits, poolWaiting }: AdmissionOptions) {
  const lag = new EventLoopLag({ intervalMs: limits.lagSampleIntervalMs, windowMs: limits.lagWindowMs });
  lag.start();
  app.addHook('onClose', async () => lag.stop());
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  // Admitted requests from the network not yet answered (a WebSocket is not counted: it stays open for hours).
  let inFlight = 0;
  let isShuttingDown = false;
  app.addHook('preClose', async () => {
    isShuttingDown = true;
  });

  const currentOverload = (): Overload | undefined => {
    const lagMs = inFlight >= limits.minInFlightForLag ? lag.recentLagMs() : 0;
    if (lagMs > limits.maxEventLoopLagMs) return { reason: 'event-loop', lagMs: Math.round(lagMs), inFlight };
    const waiting = poolWaiting();
    if (waiting > limits.maxPoolWaiting) return { reason: 'database-pool', waiting };
    return undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isFromNetwork(request)) return;
    // Even the health check: a load balancer should stop sending to a process that is going away.
    if (isShuttingDown) {
      reply.header('connection', 'close');
      return sendBusy(request, reply, { status: 503, retryAfterSeconds: 1, message: SHUTTING_DOWN_MESSAGE });
    }
    if (request.routeOptions.config.isAlwaysAdmitted) return;
    const overload = currentOverload();
    if (!overload) {
      if (request.headers.upgrade) return;
      inFlight += 1;
      // 'close' comes once the answer is sent or the client has gone, whichever happens.
      reply.raw.once('close', () => (inFlight -= 1));
      return;
    }
    const now = performance.now();
    if (now - lastLoggedAt > OVERLOAD_LOG_INTERVAL_MS) {
      lastLoggedAt = now;
      request.log.warn({ overload }, 'refusing new requests: the server is over capacity');
    }
    // A body the client may still be sending is not read: the connection closes after the answer instead.
    if (hasBody(request)) reply.header('connection', 'close');
    return sendBusy(request, reply, { status: 503, retryAfterSeconds: limits.retryAfterSeconds, message: BUSY_MESSAGE });
  });
}
