// npm run bench:web [-- --no-build] [--runs 3] [--port 0] [--page "photo listing" …]
// Issue 12's phone benchmark: builds the app (unless --no-build), starts it on a throw-away database with the
// demo data, adds 12 photos to one of its listings (issue 25, photo-listing.ts), runs Lighthouse (mobile, CPU
// slowdown = this machine's index ÷ 375, at least 4) three times on /, /listings, a listing page, the listing with
// 12 photos and /categories (or only the pages named by --page), and
// prints the medians against the targets, what Lighthouse blames where a page misses one, and the bundle sizes
// (web/bundle-budget.ts). Writes everything as JSON to bench-results/web-<timestamp>.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { browseResponseSchema } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { freePort, startAppServer, type AppServer } from './app-server.ts';
import { addListingWithTwelvePhotos } from './photo-listing.ts';
import { cpuSlowdownFor, runLighthouse, type RunSummary } from './lighthouse-run.ts';
import { pageResult, printTable, type PageResult } from './report.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    // Only these pages, by the names the table prints (e.g. "photo listing"): a quick look at one page.
    page: { type: 'string', multiple: true },
  },
});
const runsPerPage = Number(values.runs);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

/** The build's own report of the bundle sizes; the budget's logic stays in web/bundle-budget.ts. */
function bundleSizes(): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', 'web/bundle-budget.ts'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    // Over budget it exits 1 after printing the sizes: still worth measuring the pages, and showing why.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`.trim();
  }
}

async function listingPath(url: string): Promise<string> {
  const response = await fetch(`${url}/api/listings`);
  if (!response.ok) throw new Error(`GET /api/listings answered ${response.status}`);
  const first = browseResponseSchema.parse(await response.json()).items[0];
  if (!first) throw new Error('the demo data has no approved listing to open');
  return paths.listing(first.id);
}

async function measure(server: AppServer): Promise<PageResult[]> {
  const allPages: Array<[string, string]> = [
    ['home', paths.home],
    ['listings', paths.listings],
    ['listing page', await listingPath(server.url)],
    ['photo listing', paths.listing(await addListingWithTwelvePhotos(server.url))],
    ['categories', paths.categories],
  ];
  const pages = values.page ? allPages.filter(([name]) => values.page?.includes(name)) : allPages;
  if (pages.length === 0) throw new Error(`--page takes ${allPages.map(([name]) => `"${name}"`).join(', ')}`);
  // A first run, not counted, measures the machine; each run after it simulates the phone at the slowdown the
  // run before it measured, so a machine that speeds up or slows down during the benchmark is followed.
  process.stdout.write(`Lighthouse calibration run on ${paths.home}…\n`);
  let cpuSlowdown = cpuSlowdownFor((await runLighthouse(`${server.url}${paths.home}`, chromePath, 4)).benchmarkIndex);
  const results: PageResult[] = [];
  for (const [name, path] of pages) {
    const runs: RunSummary[] = [];
    for (let run = 1; run <= runsPerPage; run += 1) {
      process.stdout.write(`Lighthouse ${name} (${path}), run ${run}/${runsPerPage}, CPU slowdown ${cpuSlowdown}x…\n`);
      const summary = await runLighthouse(`${server.url}${path}`, chromePath, cpuSlowdown);
      runs.push(summary);
      cpuSlowdown = cpuSlowdownFor(summary.benchmarkIndex);
    }
    results.push(pageResult(name, path, runs));
  }
  return results;
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
  if (!values['no-build']) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const bundle = bundleSizes();
  mkdirSync('bench-results', { recursive: true });
  const port = Number(values.port) || (await freePort());
  const server = await startAppServer({ port, logFile: `bench-results/web-${stamp}.server.log` });
  let pages: PageResult[];
  try {
    pages = await measure(server);
  } finally {
    await server.stop();
  }
  printTable(pages);
  console.log(`\n${bundle}`);
  // Others' work on the same cores moves these figures: the load average says how quiet the machine was.
  const machine = { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) };
  const file = `bench-results/web-${stamp}.json`;
  const reports = `bench-results/web-${stamp}`;
  mkdirSync(reports, { recursive: true });
  for (const page of pages) writeFileSync(`${reports}/${page.name.replace(/\W+/g, '-')}.report.json`, JSON.stringify(page.representative.lhr));
  const summary = pages.map(({ representative: _representative, ...kept }) => kept);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), runsPerPage, machine, pages: summary, bundle }, null, 2));
  console.log(`each page's median run as a Lighthouse report (JSON, opens in the Lighthouse viewer): ${reports}/`);
  console.log(`results written to ${file}${pages.every((page) => page.misses.length === 0) ? '' : ' (targets missed: see above)'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
