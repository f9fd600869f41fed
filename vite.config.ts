import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets, preloadFonts, recordChunkModules } from './web/build-plugins.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA lives in web/; the API server proxies nothing in production (it serves dist/web itself).
export default defineConfig({
  root: fromRoot('./web'),
  // The font file is the one index.css declares (latin subset of Inter); see web/build-plugins.ts.
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(['inter-latin-wght-normal.woff2']),
    recordChunkModules(fromRoot('.')),
    precompressAssets(),
  ],
  resolve: {
    alias: { '@common': fromRoot('./common/src'), '@': fromRoot('./web/src') },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // The manifest feeds the bundle budget (web/bundle-budget.ts, run by npm run build).
    manifest: true,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs, in one long-cached chunk rather than a dozen small ones the lazy pages
        // happen to share (each a request, and gzip compresses them worse apart): ADR 0017.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|sonner|tailwind-merge|clsx|class-variance-authority)[\\/]/,
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
});
