// The bundle budget (issue 12, ADR 0017), run by `npm run build` after Vite: prints the gzip sizes of the script
// `/` needs before it responds (the entry and everything it imports statically; the empty shell needs it before
// it paints, a server-rendered page asks for it after its first paint, ADR 0018) and of what each page's lazy
// chunk adds, and exits 1 when the first paint needs more than the budget or pulls in form code, or when a page
// loads form code it has no use for (a formless page) or before it hydrates (ADR 0018).
// Usage: tsx web/bundle-budget.ts [build folder, default dist/web]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE } from './build-plugins.ts';

/** kB as Vite prints them (1,000 bytes), of gzip at level 9. */
export const FIRST_PAINT_BUDGET_BYTES = 150_000;

/** Code for forms; the pages that show one load it with their own chunk, never before the first paint. */
const FORM_PACKAGES = ['npm:react-hook-form', 'npm:@hookform/resolvers', 'npm:zod'];

/** Pages that show no form: their chunks must not bring form code either. */
const FORMLESS_PAGES = ['src/app/routes/about.tsx', 'src/app/routes/terms.tsx', 'src/app/routes/privacy.tsx', 'src/app/routes/categories.tsx', 'src/app/routes/not-found.tsx'];

/**
 * What a server-rendered browse or listing page loads before it hydrates (ADR 0018): its page chunk and the
 * footer's newsletter form. Their forms are plain or load on first use and import their schemas when used, so
 * no form code runs before the page responds.
 */
const BEFORE_HYDRATION_CHUNKS = ['src/app/routes/listings.tsx', 'src/app/routes/listing.tsx', 'src/features/newsletter/components/newsletter-form.tsx'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const buildFolder = process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url));
const manifestPath = join(buildFolder, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle budget: no ${manifestPath}; run vite build first (build.manifest is on in vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const modulesByChunk = JSON.parse(readFileSync(join(buildFolder, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(buildFolder, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and every chunk it imports statically, as manifest keys. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const sumGzip = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);
const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('bundle budget: the manifest has no entry');
const firstPaint = staticClosure(entryKey);
const firstPaintBytes = sumGzip(firstPaint);

console.log('\nBundle sizes (gzip -9)');
console.log('  script before / responds (entry and its static imports; a server-rendered page loads it after painting)');
for (const key of [...firstPaint].sort((a, b) => gzipSize(manifest[b]!.file) - gzipSize(manifest[a]!.file))) {
  console.log(`  ${formatKb(gzipSize(manifest[key]!.file))}  ${manifest[key]!.file}`);
}
console.log(`  ${formatKb(firstPaintBytes)}  total (budget ${formatKb(FIRST_PAINT_BUDGET_BYTES).trim()})`);
for (const css of manifest[entryKey]!.css ?? []) console.log(`  ${formatKb(gzipSize(css))}  ${css} (stylesheet)`);

console.log('\n  each lazy chunk of the entry (pages, and what loads after the paint) adds, beyond the first paint');
const pageKeys = manifest[entryKey]!.dynamicImports ?? [];
const pageAdditions = new Map<string, Set<string>>();
for (const key of pageKeys) {
  const added = new Set([...staticClosure(key)].filter((chunk) => !firstPaint.has(chunk)));
  pageAdditions.set(key, added);
  console.log(`  ${formatKb(sumGzip(added))}  ${key.replace('src/app/routes/', '')}`);
}

const failures: string[] = [];
if (firstPaintBytes > FIRST_PAINT_BUDGET_BYTES) {
  failures.push(`the script before / paints is ${formatKb(firstPaintBytes).trim()} gzip, over the budget of ${formatKb(FIRST_PAINT_BUDGET_BYTES).trim()}`);
}
const formCodeIn = (chunks: Iterable<string>) =>
  [...chunks].flatMap((key) => (modulesByChunk[manifest[key]!.file] ?? []).filter((module) => FORM_PACKAGES.includes(module)).map((module) => `${module} in ${manifest[key]!.file}`));
const formCodeAtFirstPaint = formCodeIn(firstPaint);
if (formCodeAtFirstPaint.length > 0) failures.push(`form code before / paints: ${formCodeAtFirstPaint.join(', ')}`);
for (const page of FORMLESS_PAGES) {
  const added = pageAdditions.get(page);
  if (!added) failures.push(`${page} is no longer a lazy page of the entry; update FORMLESS_PAGES`);
  else if (formCodeIn(added).length > 0) failures.push(`${page} shows no form but loads ${formCodeIn(added).join(', ')}`);
}
for (const chunk of BEFORE_HYDRATION_CHUNKS) {
  const added = pageAdditions.get(chunk);
  if (!added) failures.push(`${chunk} is no longer a lazy chunk of the entry; update BEFORE_HYDRATION_CHUNKS`);
  else if (formCodeIn(added).length > 0) failures.push(`${chunk} loads before its page hydrates but brings ${formCodeIn(added).join(', ')}`);
}

if (failures.length > 0) {
  console.error(`\nBundle budget failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
  process.exit(1);
}
console.log('\nBundle budget met.\n');
