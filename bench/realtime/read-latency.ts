// Scenario C: the reads behind the dashboard's Inquiries tab and an open conversation, one signed-in user at a
// fixed rate, each request timed from sent to the last byte of its answer.
import type { BenchHttp } from '../support/bench-http.ts';
import { summarize, type LatencySummary } from '../support/latency-stats.ts';
import { timedRequests } from '../support/timed-requests.ts';

export interface ReadOptions {
  label: string;
  path: string;
  cookie: string;
  requests: number;
  rate: number;
}

export interface ReadLatencyResult {
  label: string;
  path: string;
  requests: number;
  /** Rows in the page answered (a wrong seed or query shows here). */
  items: number;
  errors: number;
  latency: LatencySummary;
  firstFailure: string | undefined;
}

const WARMUP_REQUESTS = 50;

export async function measureReads(http: BenchHttp, options: ReadOptions): Promise<ReadLatencyResult> {
  const first = await http.request('GET', options.path, options.cookie);
  if (first.status !== 200) throw new Error(`${options.label}: ${first.status} ${first.body.slice(0, 200)}`);
  const items = (JSON.parse(first.body) as { items: unknown[] }).items.length;
  await timedRequests(http, { ...options, requests: WARMUP_REQUESTS });
  const { latencies, errors, firstFailure } = await timedRequests(http, options);
  return { label: options.label, path: options.path, requests: options.requests, items, errors, latency: summarize(latencies), firstFailure };
}
