// Scenario C: the reads behind the dashboard's Inquiries tab and an open conversation, one signed-in user at a
// fixed rate, each request timed from sent to the last byte of its answer.
import type { BenchHttp } from './bench-http.ts';
import { runAtFixedRate } from './fixed-rate.ts';
import { summarize, type LatencySummary } from './latency-stats.ts';

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

async function timedRequests(http: BenchHttp, { path, cookie, requests, rate }: ReadOptions) {
  const latencies: number[] = [];
  const pending: Array<Promise<void>> = [];
  let errors = 0;
  let firstFailure: string | undefined;
  await runAtFixedRate(rate, requests, () => {
    const sentAt = performance.now();
    pending.push(
      http.request('GET', path, cookie).then(
        (answer) => {
          if (answer.status === 200) latencies.push(performance.now() - sentAt);
          else {
            errors += 1;
            firstFailure ??= `${answer.status} ${answer.body.slice(0, 200)}`;
          }
        },
        (error: unknown) => {
          errors += 1;
          firstFailure ??= String(error);
        },
      ),
    );
  });
  await Promise.all(pending);
  return { latencies, errors, firstFailure };
}
