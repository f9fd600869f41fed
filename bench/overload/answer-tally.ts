// Every answer of an overload run is one of three: a success (its latency counts), a refusal by admission control
// (503 "busy", decided before any work: the client retries; how soon it came is reported, and "fast" is within
// 100 ms), or anything else, which must not happen: a 503 from a wait on the database (it queued first), another
// error, or no answer at all.
import { BUSY_MESSAGE } from '../../server/src/http/busy-answer.ts';
import { summarize, type LatencySummary } from '../support/latency-stats.ts';

export interface Answer {
  /** 0: no answer (the connection failed). */
  status: number;
  ms: number;
  body: string;
}

/** "At once": a refusal after queueing is no better than an error. */
export const FAST_REFUSAL_MS = 100;

export interface Tally {
  total: number;
  accepted: LatencySummary & { samples: number[] };
  /** 503s of admission control. */
  shed: number;
  /** How soon they came, as the client saw it (a refusal is decided at once, but the request may wait for the loop). */
  shedTimes: LatencySummary;
  /** Those within FAST_REFUSAL_MS. */
  fastShed: number;
  other: number;
  /** The kinds of "other" answers and how many of each (status, or "slow 503"). */
  otherKinds: Record<string, number>;
  firstOther: string | undefined;
}


export function classifyAnswers(answers: readonly Answer[]): Tally {
  const samples: number[] = [];
  const shedSamples: number[] = [];
  const otherKinds: Record<string, number> = {};
  let firstOther: string | undefined;
  for (const answer of answers) {
    if (answer.status >= 200 && answer.status < 300) samples.push(answer.ms);
    else if (answer.status === 503 && answer.body.includes(BUSY_MESSAGE)) shedSamples.push(answer.ms);
    else {
      const kind = answer.status === 503 ? '503 after a database wait' : answer.status === 0 ? 'no answer' : String(answer.status);
      otherKinds[kind] = (otherKinds[kind] ?? 0) + 1;
      firstOther ??= `${kind} after ${answer.ms.toFixed(0)} ms: ${answer.body.slice(0, 160)}`;
    }
  }
  const other = Object.values(otherKinds).reduce((sum, count) => sum + count, 0);
  const fastShed = shedSamples.filter((ms) => ms <= FAST_REFUSAL_MS).length;
  return { total: answers.length, accepted: { ...summarize(samples), samples }, shed: shedSamples.length, shedTimes: summarize(shedSamples), fastShed, other, otherKinds, firstOther };
}

const percent = (part: number, total: number) => `${((part / Math.max(1, total)) * 100).toFixed(1)} %`;

export function describeTally(tally: Tally): string {
  const others = Object.entries(tally.otherKinds)
    .map(([kind, count]) => `${count} × ${kind}`)
    .join(', ');
  return (
    `${tally.total} sent, accepted ${tally.accepted.count} (p50 ${tally.accepted.p50.toFixed(0)} ms, p99 ${tally.accepted.p99.toFixed(0)} ms), ` +
    `shed ${tally.shed} (${percent(tally.shed, tally.total)}; ${tally.fastShed} within ${FAST_REFUSAL_MS} ms, p99 ${tally.shed ? tally.shedTimes.p99.toFixed(0) : '-'} ms), ` +
    `other ${tally.other}${others ? ` (${others})` : ''}`
  );
}
