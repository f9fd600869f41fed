// GETs at a fixed rate, open loop (fixed-rate.ts), each timed from sent to the last byte of its answer. The one
// way the benchmarks load a path at "N requests a second": evenly spaced, not N at once at the top of each second.
import type { BenchHttp } from './bench-http.ts';
import { runAtFixedRate } from './fixed-rate.ts';

export interface TimedRequestsOptions {
  /** One path, or the path of the n-th request (a scenario that must not hit a cache). */
  path: string | ((index: number) => string);
  /** Sent as the Cookie header; none for a visitor without a session. */
  cookie?: string;
  requests: number;
  rate: number;
}

export interface TimedRequests {
  /** Milliseconds of each request answered 200, in the order they were sent. */
  latencies: number[];
  /** The same by the request's number (the index `path` was called with); undefined where it was not a 200. */
  latencyByRequest: Array<number | undefined>;
  errors: number;
  firstFailure: string | undefined;
}

export async function timedRequests(http: BenchHttp, { path, cookie, requests, rate }: TimedRequestsOptions): Promise<TimedRequests> {
  const latencyByRequest: Array<number | undefined> = new Array<number | undefined>(requests).fill(undefined);
  const pending: Array<Promise<void>> = [];
  let errors = 0;
  let firstFailure: string | undefined;
  let sent = 0;
  await runAtFixedRate(rate, requests, () => {
    const sentAt = performance.now();
    const index = sent;
    const target = typeof path === 'string' ? path : path(index);
    sent += 1;
    pending.push(
      http.request('GET', target, cookie).then(
        (answer) => {
          if (answer.status === 200) latencyByRequest[index] = performance.now() - sentAt;
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
  const latencies = latencyByRequest.filter((milliseconds) => milliseconds !== undefined);
  return { latencies, latencyByRequest, errors, firstFailure };
}
