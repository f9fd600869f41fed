// One Lighthouse run (its default mobile profile: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium,
// a fresh browser each time so no run inherits another's cache, and what the benchmark keeps of it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';

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
  lhr: LighthouseResult;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// TOOLCHAIN: a run now and then ends without a usable trace (NO_NAVSTART); the same run again is fine.
const ATTEMPTS = 3;

async function runOnce(url: string, chromePath: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse(url: string, chromePath: string): Promise<RunSummary> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const lhr = await runOnce(url, chromePath);
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
  return { scores, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), lhr };
}
