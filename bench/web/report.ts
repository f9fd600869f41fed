// Medians of a page's runs, issue 12's targets, the printed table, and for a page that misses one the audits
// Lighthouse names as the reasons (so the next change aims at the right thing).
import type { Result as LighthouseResult } from 'lighthouse';
import { CATEGORIES, METRICS, MIN_CPU_SLOWDOWN, PHONE_CPU_INDEX, type Category, type Metric, type RunSummary } from './lighthouse-run.ts';

export const TARGETS = {
  minScore: 95, // every category, performance included
  maxLcpMs: 2500,
  maxTbtMs: 200, // issue 25: on the simulated budget phone, almost all of it hydration
  maxCls: 0.05,
} as const;

export interface Finding {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it saves (ms of LCP/FCP/TBT, or CLS). */
  savings?: string;
}

export interface PageResult {
  name: string;
  url: string;
  runs: Array<Omit<RunSummary, 'lhr'>>;
  medians: { scores: Record<Category, number>; metrics: Record<Metric, number>; benchmarkIndex: number; cpuSlowdown: number };
  misses: string[];
  findings: Finding[];
  /** Not written to the summary JSON (a report is ~1 MB); saved beside it. */
  representative: RunSummary;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function pageResult(name: string, url: string, runs: RunSummary[]): PageResult {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(runs.map((run) => run.metrics[key as Metric]))])) as Record<Metric, number>;
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  const cpuSlowdown = median(runs.map((run) => run.cpuSlowdown));
  const misses = [
    ...CATEGORIES.filter((id) => scores[id] < TARGETS.minScore).map((id) => `${id} ${scores[id]} < ${TARGETS.minScore}`),
    ...(metrics.lcp > TARGETS.maxLcpMs ? [`LCP ${seconds(metrics.lcp)} > ${seconds(TARGETS.maxLcpMs)}`] : []),
    ...(metrics.tbt > TARGETS.maxTbtMs ? [`TBT ${Math.round(metrics.tbt)} ms > ${TARGETS.maxTbtMs} ms`] : []),
    ...(metrics.cls > TARGETS.maxCls ? [`CLS ${metrics.cls.toFixed(3)} > ${TARGETS.maxCls}`] : []),
  ];
  const representative = representativeRun(runs);
  // Performance when any target is missed; the other categories whenever they lose a point, since each of
  // their audits is a plain fault (a missing robots.txt, a console error) that costs its points on every page.
  const examined = CATEGORIES.filter((id) => (id === 'performance' ? misses.length > 0 : scores[id] < 100));
  return {
    name,
    url,
    runs: runs.map(({ lhr: _lhr, ...kept }) => kept),
    medians: { scores, metrics, benchmarkIndex, cpuSlowdown },
    misses,
    findings: examined.flatMap((category) => findings(representative.lhr, category)),
    representative,
  };
}

/** The run whose performance score is the median one: its report backs the findings and is kept whole. */
export function representativeRun(runs: RunSummary[]): RunSummary {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The category's audits that did not pass, the costliest first (by Lighthouse's own savings estimate). */
function findings(lhr: LighthouseResult, category: Category, limit = 6): Finding[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing = refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => !!audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    // Metric audits (FCP, LCP…) are the symptoms, already in the table; the rest are the causes.
    .filter((audit) => !Object.values(METRICS).includes(audit.id as (typeof METRICS)[Metric]) && audit.id !== 'interactive' && audit.id !== 'max-potential-fid');
  const weight = (audit: (typeof failing)[number]) => Object.values(audit.metricSavings ?? {}).reduce<number>((total, value) => total + (value ?? 0), 0);
  return failing
    .sort((a, b) => weight(b) - weight(a) || (a.score ?? 0) - (b.score ?? 0))
    .slice(0, limit)
    .map((audit) => ({
      category,
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(weight(audit) > 0 ? { savings: describeSavings(audit.metricSavings ?? {}) } : {}),
    }));
}

function describeSavings(savings: Partial<Record<string, number>>): string {
  return Object.entries(savings)
    .filter(([, value]) => (value ?? 0) > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS ${value!.toFixed(3)}` : `${metric} ${Math.round(value!)} ms`))
    .join(', ');
}

export function printTable(pages: PageResult[]) {
  const columns = ['perf', 'a11y', 'b.p.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'CPU idx', 'slowdown', 'targets'];
  console.log(`\n${'page'.padEnd(14)}${columns.map((column, index) => (index < 11 ? column.padStart(9) : `  ${column}`)).join('')}`);
  for (const page of pages) {
    const { scores, metrics } = page.medians;
    const cells = [
      ...CATEGORIES.map((id) => String(scores[id])),
      seconds(metrics.fcp),
      seconds(metrics.lcp),
      `${Math.round(metrics.tbt)} ms`,
      metrics.cls.toFixed(3),
      seconds(metrics.si),
      String(page.medians.benchmarkIndex),
      `${page.medians.cpuSlowdown}x`,
    ];
    console.log(`${page.name.padEnd(14)}${cells.map((cell) => cell.padStart(9)).join('')}  ${page.misses.length === 0 ? 'met' : `MISSED: ${page.misses.join('; ')}`}`);
  }
  console.log(`\nMedians of each column. Targets: every score >= ${TARGETS.minScore}, LCP <= ${seconds(TARGETS.maxLcpMs)}, TBT <= ${TARGETS.maxTbtMs} ms, CLS <= ${TARGETS.maxCls}.`);
  console.log(`CPU idx is Lighthouse's benchmarkIndex of this machine during the runs: lower means busier. Each run's CPU slowdown is the index before it ÷ ${PHONE_CPU_INDEX} (at least ${MIN_CPU_SLOWDOWN}x), so every run simulates the same budget phone.`);
  for (const page of pages.filter((candidate) => candidate.findings.length > 0)) {
    console.log(`\n${page.name} (${page.url}): audits not passed, costliest first`);
    for (const finding of page.findings) {
      const detail = [finding.displayValue, finding.savings && `saves ${finding.savings}`].filter(Boolean).join(' · ');
      console.log(`  [${finding.category}] ${finding.title} (${finding.id})${detail ? ` — ${detail}` : ''}`);
    }
  }
}
