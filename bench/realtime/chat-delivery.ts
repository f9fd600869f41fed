// Scenarios B and D: pairs of signed-in clients chat through the HTTP API at a fixed rate while both sides
// listen on their sockets, each following its conversation's room as an open thread does. Measured per
// message: POST sent → `message.created` received by the other participant, and POST answered (201) → the
// same event. Every accepted message must arrive exactly once, and only to its own conversation.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { inquiryRoom } from '@common/realtime.ts';
import { RATE_LIMITS } from '../../server/src/http/rate-limits.ts';
import type { BenchHttp } from '../support/bench-http.ts';
import { closeSockets, followRoom, openSockets, type RealtimeEndpoint } from './bench-socket.ts';
import { processCpuSeconds, startMachineCpu } from './cpu-usage.ts';
import { runAtFixedRate } from '../support/fixed-rate.ts';
import { summarize, type LatencySummary } from '../support/latency-stats.ts';
import type { ChatPair } from './seed-realtime.ts';
import type { ServerProcess } from './server-process.ts';

// The per-account limits stay as production has them (ADR 0008): the load is spread over enough accounts
// that none sends more than this in a run, a margin under its per-minute allowance.
export const MESSAGES_PER_ACCOUNT = RATE_LIMITS.sendMessagePerAccount.max - 5;
// After the last POST has been answered, how long its event may take; later than this it counts as lost.
const DELIVERY_GRACE_MS = 5_000;
const MESSAGE_CREATED_PREFIX = '{"type":"message.created"';
const MESSAGE_NUMBER = /#(\d+):/;

// The warm-up has two parts. First it runs gently (JIT, caches, a fresh process's first transactions): at the
// measured rate, a cold process would start the measurement behind a backlog that takes many seconds to drain. It
// lasts the warm-up seconds asked, and at least until every participant has sent once, so that each account's
// first request (its session read through better-auth, a few ms of CPU) is behind it, as on a server in use.
// Then BRISK_WARMUP_SECONDS at the measured rate, so the pool has opened the connections that rate keeps busy
// (a new PostgreSQL backend costs about 30 ms) before the measurement, as when traffic rises in earnest.
const WARMUP_RATE_CAP = 50;
const BRISK_WARMUP_SECONDS = 2;
const warmupRate = (rate: number) => Math.min(rate, WARMUP_RATE_CAP);
const gentleWarmupMessages = (rate: number, warmupSeconds: number, pairCount: number) =>
  Math.max(Math.round(warmupRate(rate) * warmupSeconds), 2 * pairCount);
const warmupMessages = (rate: number, warmupSeconds: number, pairCount: number) =>
  gentleWarmupMessages(rate, warmupSeconds, pairCount) + Math.round(rate * BRISK_WARMUP_SECONDS);

/** Pairs whose two accounts together carry a run (warm-up included) within their allowance. */
export function pairsNeeded(rate: number, durationSeconds: number, warmupSeconds: number): number {
  const measured = Math.round(rate * durationSeconds);
  let pairs = 1;
  // More pairs also lengthen the warm-up (one message each way), so count up until the run fits.
  while (warmupMessages(rate, warmupSeconds, pairs) + measured > 2 * pairs * MESSAGES_PER_ACCOUNT) pairs += 1;
  return pairs;
}

export interface ChatDeliveryOptions {
  label: string;
  rate: number;
  durationSeconds: number;
  /** Sent first, at a gentler rate, and left out of the figures (connections, caches, JIT). */
  warmupSeconds: number;
  pairs: readonly ChatPair[];
  /** Where messages are posted. */
  poster: BenchHttp;
  /** Where both participants' sockets listen. */
  listenOn: RealtimeEndpoint;
  /** The server processes involved, for their CPU use. */
  servers: readonly ServerProcess[];
  /** The PostgreSQL backends serving them, for theirs. */
  databasePids: () => Promise<number[]>;
}

export interface ChatDeliveryResult {
  label: string;
  rate: number;
  /** Messages sent per second (the generator keeps the rate whatever the server does). */
  achievedRate: number;
  /** Messages answered 201 per second, first send to last answer: below the rate, the server fell behind. */
  answeredRate: number;
  pairs: number;
  sent: number;
  accepted: number;
  /** Answers other than 201, by status (0: no answer). */
  failures: Record<string, number>;
  lost: number;
  duplicates: number;
  /** Events of a conversation that reached a socket of another: must be 0. */
  misrouted: number;
  sentToDelivered: LatencySummary;
  acceptedToDelivered: LatencySummary;
  /** Events that reached the other side before the sender had its POST's answer. */
  deliveredBeforeAnswer: number;
  post: LatencySummary;
  /** sent→event over time, one entry per 5 s of sending: shows whether the server kept up or fell behind. */
  overTime: Array<{ fromSecond: number; p50: number; p99: number }>;
  /** CPU used by each server process while sending, as a share of one core. */
  serverCpu: number[];
  /** CPU used by the PostgreSQL backends of the bench database while sending, as a share of one core. */
  databaseCpu: number;
  /** How busy both cores were (server, PostgreSQL, the generator and anything else). */
  machineCpu: number;
  /** The generator's own event-loop delay p99 (ms): how late it may have noticed an arrival. */
  generatorLagP99: number;
  firstFailure: string | undefined;
}

const senderIsBuyer = (index: number, pairCount: number) => Math.floor(index / pairCount) % 2 === 0;
const messageText = (index: number) => `Bench message #${index}: could you share the last two years of revenue and the lease terms?`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureChatDelivery(options: ChatDeliveryOptions): Promise<ChatDeliveryResult> {
  const { pairs, rate, poster } = options;
  const pairCount = pairs.length;
  const warmupCount = warmupMessages(rate, options.warmupSeconds, pairCount);
  const total = warmupCount + Math.round(rate * options.durationSeconds);
  if (Math.ceil(total / (2 * pairCount)) > MESSAGES_PER_ACCOUNT) throw new Error(`${options.label}: ${pairCount} pairs would exceed the per-account message limit`);

  const sockets = await openParticipantSockets(options);
  const sentAt = new Float64Array(total).fill(Number.NaN);
  const acceptedAt = new Float64Array(total).fill(Number.NaN);
  const deliveredAt = new Float64Array(total).fill(Number.NaN);
  const statuses = new Uint16Array(total);
  let duplicates = 0;
  let misrouted = 0;
  let firstFailure: string | undefined;
  sockets.forEach((socket, socketIndex) => {
    const pairIndex = Math.floor(socketIndex / 2);
    const isBuyerSocket = socketIndex % 2 === 0;
    socket.on('message', (data) => {
      const text = String(data);
      if (!text.startsWith(MESSAGE_CREATED_PREFIX)) return;
      const index = Number(MESSAGE_NUMBER.exec(text)?.[1] ?? Number.NaN);
      if (!(index >= 0 && index < total)) return;
      if (index % pairCount !== pairIndex) return void (misrouted += 1);
      if (senderIsBuyer(index, pairCount) === isBuyerSocket) return; // the sender's own tab gets it too
      if (!Number.isNaN(deliveredAt[index])) return void (duplicates += 1);
      deliveredAt[index] = performance.now();
    });
  });

  const pending = new Set<Promise<void>>();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const databasePids = await options.databasePids();
  const send = (index: number) => {
    const pair = pairs[index % pairCount];
    if (!pair) return;
    const sender = senderIsBuyer(index, pairCount) ? pair.buyer : pair.seller;
    sentAt[index] = performance.now();
    const request = poster
      .request('POST', `/api/inquiries/${pair.inquiryId}/messages`, sender.cookie, { message: messageText(index) })
      .then(
        (answer) => {
          statuses[index] = answer.status;
          if (answer.status === 201) acceptedAt[index] = performance.now();
          else firstFailure ??= `${answer.status} ${answer.body.slice(0, 200)}`;
        },
        (error: unknown) => {
          firstFailure ??= String(error);
        },
      )
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  const gentleCount = gentleWarmupMessages(rate, options.warmupSeconds, pairCount);
  await runAtFixedRate(warmupRate(rate), gentleCount, send);
  await Promise.all(pending);
  await runAtFixedRate(rate, warmupCount - gentleCount, (offset) => send(gentleCount + offset));
  await Promise.all(pending);
  lag.enable();
  const stopMeasuring = startCpuMeasurement(options.servers, databasePids);
  await runAtFixedRate(rate, total - warmupCount, (offset) => send(warmupCount + offset));
  const cpu = stopMeasuring();
  await Promise.all(pending);
  const lastAnswerAt = performance.now();
  const isWaitedFor = (index: number) => statuses[index] === 201 && Number.isNaN(deliveredAt[index]);
  while (performance.now() - lastAnswerAt < DELIVERY_GRACE_MS) {
    let undelivered = 0;
    for (let index = 0; index < total; index += 1) if (isWaitedFor(index)) undelivered += 1;
    if (undelivered === 0) break;
    await sleep(50);
  }
  lag.disable();
  await closeSockets(sockets);

  const measured = Array.from({ length: total - warmupCount }, (_, offset) => warmupCount + offset);
  const accepted = measured.filter((index) => statuses[index] === 201);
  const delivered = accepted.filter((index) => !Number.isNaN(deliveredAt[index]));
  const failures: Record<string, number> = {};
  for (const index of measured) if (statuses[index] !== 201) failures[String(statuses[index])] = (failures[String(statuses[index])] ?? 0) + 1;
  const firstSent = sentAt[warmupCount] ?? 0;
  const lastSent = sentAt[total - 1] ?? 0;
  const gap = (to: Float64Array, from: Float64Array) => (index: number) => (to[index] ?? 0) - (from[index] ?? 0);
  return {
    label: options.label,
    rate,
    achievedRate: measured.length > 1 ? ((measured.length - 1) * 1000) / (lastSent - firstSent) : 0,
    answeredRate: accepted.length > 0 ? (accepted.length * 1000) / (Math.max(...accepted.map((index) => acceptedAt[index] ?? 0)) - firstSent) : 0,
    pairs: pairCount,
    sent: measured.length,
    accepted: accepted.length,
    failures,
    lost: accepted.length - delivered.length,
    duplicates,
    misrouted,
    sentToDelivered: summarize(delivered.map(gap(deliveredAt, sentAt))),
    acceptedToDelivered: summarize(delivered.map(gap(deliveredAt, acceptedAt))),
    deliveredBeforeAnswer: delivered.filter((index) => (deliveredAt[index] ?? 0) < (acceptedAt[index] ?? 0)).length,
    post: summarize(accepted.map(gap(acceptedAt, sentAt))),
    overTime: latencyOverTime(delivered, sentAt, deliveredAt, firstSent),
    ...cpu,
    generatorLagP99: lag.percentile(99) / 1e6,
    firstFailure,
  };
}

const WINDOW_SECONDS = 5;

function latencyOverTime(delivered: readonly number[], sentAt: Float64Array, deliveredAt: Float64Array, firstSent: number) {
  const windows = new Map<number, number[]>();
  for (const index of delivered) {
    const window = Math.floor(((sentAt[index] ?? 0) - firstSent) / 1000 / WINDOW_SECONDS);
    const latencies = windows.get(window) ?? [];
    latencies.push((deliveredAt[index] ?? 0) - (sentAt[index] ?? 0));
    windows.set(window, latencies);
  }
  return [...windows].sort(([a], [b]) => a - b).map(([window, latencies]) => {
    const { p50, p99 } = summarize(latencies);
    return { fromSecond: window * WINDOW_SECONDS, p50, p99 };
  });
}

/** Both participants of every pair: [buyer, seller, buyer, seller, …], each following its conversation. */
async function openParticipantSockets({ pairs, listenOn, label }: ChatDeliveryOptions): Promise<WebSocket[]> {
  const opened = await openSockets(
    listenOn,
    pairs.flatMap((pair) => [pair.buyer.cookie, pair.seller.cookie]),
    32,
  );
  const sockets = opened.sockets.filter((socket): socket is WebSocket => socket !== undefined);
  if (sockets.length !== opened.sockets.length) {
    await closeSockets(sockets);
    throw new Error(`${label}: could not open every participant's socket: ${JSON.stringify(Object.fromEntries(opened.failures))}`);
  }
  await Promise.all(sockets.map((socket, socketIndex) => followRoom(socket, inquiryRoom(pairs[Math.floor(socketIndex / 2)]?.inquiryId ?? ''))));
  return sockets;
}

function startCpuMeasurement(servers: readonly ServerProcess[], databasePids: readonly number[]) {
  const startedAt = performance.now();
  const serverStart = servers.map((server) => server.cpuSeconds());
  const databaseSeconds = () => databasePids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  const databaseStart = databaseSeconds();
  const machine = startMachineCpu();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    return {
      serverCpu: servers.map((server, index) => (server.cpuSeconds() - (serverStart[index] ?? 0)) / seconds),
      databaseCpu: (databaseSeconds() - databaseStart) / seconds,
      machineCpu: machine(),
    };
  };
}
