// Small Vite plugins of our own for the production build (issue 12, ADRs 0017 and 0018).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { PAGE_STATE_ELEMENT_ID } from './src/app/page-state.ts';

const COMPRESSIBLE_FILE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than the request's own headers weigh. */
const MIN_BYTES_TO_COMPRESS = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // .vite/ holds the manifest, which only the build's budget check reads.
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes file.br (brotli at its best quality) and file.gz beside every compressible file of the build, once,
 * so the server sends them with no work per request (@fastify/static's preCompressed). index.html is left out:
 * the server fills its <head> per page and compresses the result itself.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'bizbazaar:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE_FILE.test(path) || statSync(path).size < MIN_BYTES_TO_COMPRESS) continue;
        const content = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * Adds `<link rel="preload" as="font">` for the named font files to index.html, pointing at the hashed files
 * the build emitted, so the browser fetches the font with the CSS instead of after it.
 */
export function preloadFonts(fileNames: string[]): Plugin {
  return {
    name: 'bizbazaar:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((output) => output.type === 'asset');
        return fileNames.map((fileName) => {
          const asset = assets.find((candidate) => candidate.originalFileNames.some((original) => original.endsWith(`/${fileName}`)));
          if (!asset) throw new Error(`preloadFonts: ${fileName} is not among the build's assets (is it still used by the CSS?)`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${asset.fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/** Where recordChunkModules() writes, under the build's folder; web/bundle-budget.ts reads it. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** The npm package a module comes from, or its path in the repository for our own code. */
function moduleLabel(moduleId: string, root: string): string {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId)?.[1];
  if (packageName) return `npm:${packageName}`;
  const folder = root.endsWith('/') ? root : `${root}/`;
  return moduleId.startsWith(folder) ? moduleId.slice(folder.length) : moduleId;
}

/**
 * Records which modules each chunk holds (Vite's manifest names chunks, not their modules), so the budget can
 * check that no form code (react-hook-form, zod) rides along before the first paint.
 */
export function recordChunkModules(root: string): Plugin {
  return {
    name: 'bizbazaar:record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modulesByChunk: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modulesByChunk[output.fileName] = [...new Set(output.moduleIds.map((id) => moduleLabel(id, root)))].sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modulesByChunk, null, 1) });
    },
  };
}

/** The library chunks (vite.config.ts) the start script runs before the entry, in this order. */
const EVALUATED_FIRST = ['react', 'vendor'];

/**
 * A server-rendered page is drawn from its HTML and stylesheet alone (ADR 0018), so index.html asks for the app's
 * script only after the browser has painted: in place of the entry's <script> and its modulepreload links it
 * loads a short script (assets/start-app-<hash>.js) that imports the entry after the first paint, or at once
 * on the empty shell, which has nothing to paint, and in a tab opened in the background. Before the paint the script then neither shares the phone's
 * bandwidth with the stylesheet, the font and the cover nor runs; the entry's own imports are found by the
 * browser when it arrives. The dev server is unchanged.
 */
export function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'bizbazaar:start-app-after-first-paint',
    apply: 'build',
    generateBundle: {
      // After Vite's HTML plugin has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (!html || html.type !== 'asset' || typeof html.source !== 'string' || entry?.type !== 'chunk') {
          throw new Error('startAppAfterFirstPaint: the build has no index.html or no entry chunk');
        }
        const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.source.includes(entryTag)) throw new Error(`startAppAfterFirstPaint: index.html has no ${entryTag}`);
        // requestAnimationFrame runs just before the next paint; the timeout moves the start after it. A tab opened
        // in the background paints nothing and runs no animation frames, so there the app starts at once.
        // The entry's own imports are announced when it starts, as the removed modulepreload links did, so they
        // download beside the entry instead of one round trip after it.
        const entryImports = entry.imports.map((fileName) => `/${fileName}`);
        // The libraries' chunks run first, each in a task of its own, then the entry: a module and everything it
        // imports run in one task, and the three together made the longest task of a phone's page load.
        const evaluatedFirst = EVALUATED_FIRST.map((name) => entry.imports.find((fileName) => bundle[fileName]?.name === name))
          .filter((fileName) => fileName !== undefined)
          .map((fileName) => `/${fileName}`);
        const source =
          `const startApp = async () => {\n` +
          `  for (const href of ${JSON.stringify(entryImports)}) {\n` +
          `    const link = document.createElement('link');\n` +
          `    link.rel = 'modulepreload';\n` +
          `    link.crossOrigin = '';\n` +
          `    link.href = href;\n` +
          `    document.head.append(link);\n` +
          `  }\n` +
          `  for (const href of ${JSON.stringify(evaluatedFirst)}) {\n` +
          `    await import(href);\n` +
          `    await new Promise((resolve) => setTimeout(resolve, 0));\n` +
          `  }\n` +
          `  return import(${JSON.stringify(`/${entry.fileName}`)});\n` +
          `};\n` +
          `if (document.getElementById(${JSON.stringify(PAGE_STATE_ELEMENT_ID)}) && document.visibilityState === 'visible') {\n` +
          '  requestAnimationFrame(() => setTimeout(startApp, 0));\n' +
          '} else {\n' +
          '  startApp();\n' +
          '}\n';
        const fileName = `assets/start-app-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        html.source = html.source
          .replace(entryTag, `<script type="module" crossorigin src="/${fileName}"></script>`)
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}
