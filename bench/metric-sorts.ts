// Issue 25's sort target (ADR 0036): sorting by the asking multiple or by profit keeps its p99 within 1.2× of the
// price sort's in the same run. The six sorts are measured together, their requests taking turns at the fixed
// rate, so a stall of the machine lands on all of them alike: measured one after the other, a single stall of
// 15–110 ms made the p99 of whichever sort it fell in, a different one in each run (docs/performance.md). The price
// sort's p99 is over both its directions.
import { summarize } from './support/latency-stats.ts';

export const METRIC_SORT_P99_RATIO_TARGET = 1.2;

export const METRIC_SORT_SCENARIOS: ReadonlyArray<[name: string, path: string]> = [
  ['sort by price, highest first', '/api/listings?sort=price&order=desc'],
  ['sort by price, lowest first', '/api/listings?sort=price&order=asc'],
  ['sort by multiple, lowest first', '/api/listings?sort=multiple&order=asc'],
  ['sort by multiple, highest first', '/api/listings?sort=multiple&order=desc'],
  ['sort by profit, highest first', '/api/listings?sort=profit&order=desc'],
  ['sort by profit, lowest first', '/api/listings?sort=profit&order=asc'],
];

const scenarioOf = (request: number) => METRIC_SORT_SCENARIOS[request % METRIC_SORT_SCENARIOS.length] ?? ['', ''];

/** The path of the n-th request of the interleaved run: each sort in turn. */
export const metricSortPath = (request: number): string => scenarioOf(request)[1];

/** Each sort's latencies and failed requests, by scenario name. */
export type SortLatencies = Map<string, { latencies: number[]; failures: number }>;

/** Splits the interleaved run's latency of each request (undefined: not a 200) by sort. */
export function sortLatenciesOf(latencyByRequest: ReadonlyArray<number | undefined>): SortLatencies {
  const bySort: SortLatencies = new Map(METRIC_SORT_SCENARIOS.map(([name]) => [name, { latencies: [], failures: 0 }]));
  latencyByRequest.forEach((milliseconds, request) => {
    const sort = bySort.get(scenarioOf(request)[0]);
    if (!sort) return;
    if (milliseconds === undefined) sort.failures += 1;
    else sort.latencies.push(milliseconds);
  });
  return bySort;
}

/** One line per multiple and profit sort: its p99 against the price sort's, and the verdict. */
export function describeMetricSortRatios(bySort: SortLatencies): string[] {
  const price = [...bySort].filter(([name]) => name.startsWith('sort by price')).flatMap(([, sort]) => sort.latencies);
  if (price.length === 0) return [];
  const priceP99 = summarize(price).p99;
  return [...bySort]
    .filter(([name]) => !name.startsWith('sort by price'))
    .map(([name, { latencies }]) => {
      const { p99, count } = summarize(latencies);
      const ratio = p99 / priceP99;
      const verdict = ratio <= METRIC_SORT_P99_RATIO_TARGET ? 'meets' : 'MISSES';
      return `${name}, ${count} requests: p99 ${p99.toFixed(1)} ms / the price sort's ${priceP99.toFixed(1)} ms (${price.length} requests, both directions) = ${ratio.toFixed(2)} (${verdict} ≤ ${METRIC_SORT_P99_RATIO_TARGET})`;
    });
}
