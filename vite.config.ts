import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets, preloadFonts, recordChunkModules, startAppAfterFirstPaint } from './web/build-plugins.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA lives in web/; the API server proxies nothing in production (it serves dist/web itself).
// `vite build --ssr src/entry-server.tsx` (npm run build, second step; the path is under root, web/) builds the
// server's renderer of the public pages into dist/server (ADR 0018): its own folder and none of the browser
// build's plugins, so dist/web, its manifest and its precompressed files stay as the first step left them.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  // The font file is the one index.css declares (latin subset of Inter); see web/build-plugins.ts.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        preloadFonts(['inter-latin-wght-normal.woff2']),
        startAppAfterFirstPaint(),
        recordChunkModules(fromRoot('.')),
        precompressAssets(),
      ],
  // The server has no use for the public files (dist/web serves them).
  publicDir: isSsrBuild ? false : undefined,
  resolve: {
    alias: [
      { find: '@common', replacement: fromRoot('./common/src') },
      { find: '@', replacement: fromRoot('./web/src') },
      // In the browser zod must not probe for eval, which our CSP refuses (see the file); the server has no CSP.
      // Only the bare 'zod': the file itself imports 'zod/v4'.
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fromRoot('./web/src/lib/zod-under-csp.ts') }]),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: fromRoot('./dist/server'),
        emptyOutDir: true,
      }
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        // The manifest feeds the bundle budget (web/bundle-budget.ts, run by npm run build).
        manifest: true,
        // Every browser the site supports preloads modules itself. A lazy chunk's imports are found by the browser
        // when the chunk arrives, not announced beforehand by a <link rel="modulepreload"> per import: adding those
        // links cost the main thread 1–2 ms each at a phone's speed, 50 ms for the listing page's two dozen,
        // in the task that starts hydration; the price is one round trip more before a lazy chunk runs (ADR 0018).
        modulePreload: { polyfill: false, resolveDependencies: () => [] },
        rolldownOptions: {
          output: {
            // The libraries every page runs, in one long-cached chunk rather than a dozen small ones the lazy pages
            // happen to share (each a request, and gzip compresses them worse apart): ADR 0017.
            // React apart from the others, so that the page's start can run the two in tasks of their own
            // (startAppAfterFirstPaint, EVALUATED_FIRST in web/build-plugins.ts).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react-router|@tanstack[\\/][^\\/]+|tailwind-merge|clsx|class-variance-authority)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
}));
