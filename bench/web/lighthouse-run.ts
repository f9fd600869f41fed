// One Lighthouse run (its mobile profile: simulated slow 4G, and a CPU slowdown scaled to this machine, below)
// in Debian's Chromium, a fresh browser each time so no run inherits another's cache, and what it keeps of it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

/**
 * The budget Android phone our buyers carry, in Lighthouse's CPU index: its own 4x slowdown was chosen for a
 * machine of about 1,500, and 1,500 / 4 = 375. These machines' index moves between 1,500 and 4,000 from day to
 * day, so a fixed 4x would simulate a phone up to 2.7 times faster on a quick day: each run's slowdown is this
 * machine's index divided by 375 instead.
 */
export const PHONE_CPU_INDEX = 375;

/**
 * Never less than Lighthouse's own 4x (issue 25): a low index usually means other work shares the cores, and
 * simulated throttling multiplies only what the page itself did, so a busy machine must not buy a milder phone.
 */
export const MIN_CPU_SLOWDOWN = 4;

/** The slowdown that makes this machine, at `benchmarkIndex`, run like the phone (at least MIN_CPU_SLOWDOWN). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(MIN_CPU_SLOWDOWN, Math.round((benchmarkIndex / PHONE_CPU_INDEX) * 10) / 10);
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface RunSummary {
  /** 0–100, as the report shows them. */
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<Metric, number>;
  /**
   * Lighthouse's own measure of this machine's CPU speed during the run. The simulated phone's timings scale
   * with it, so a busy shared machine shows up here first (Lighthouse itself warns below about 500 or so).
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (Lighthouse's cpuSlowdownMultiplier). */
  cpuSlowdown: number;
  lhr: LighthouseResult;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// TOOLCHAIN: a run now and then ends without a usable trace (NO_NAVSTART); the same run again is fine.
const ATTEMPTS = 3;

async function runOnce(url: string, chromePath: string, cpuSlowdown: number): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const settings = { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, { extends: 'lighthouse:default', settings });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** One run at `cpuSlowdown`; the caller scales the next run's slowdown by the index this one measured. */
export async function runLighthouse(url: string, chromePath: string, cpuSlowdown: number): Promise<RunSummary> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const lhr = await runOnce(url, chromePath, cpuSlowdown);
    if (!lhr.runtimeError) return summarize(lhr);
    lastProblem = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    console.log(`    ${lastProblem} — running it again (${attempt}/${ATTEMPTS})`);
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lastProblem}`);
}

function summarize(lhr: LighthouseResult): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, auditId]) => {
      const value = lhr.audits[auditId]?.numericValue;
      if (value === undefined) throw new Error(`the run has no ${auditId}`);
      return [key, value];
    }),
  ) as Record<Metric, number>;
  return { scores, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1, lhr };
}
