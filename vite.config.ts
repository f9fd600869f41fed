import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA lives in web/; the API server proxies nothing in production (it serves dist/web itself).
export default defineConfig({
  root: fromRoot('./web'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': fromRoot('./common/src'), '@': fromRoot('./web/src') },
  },
  build: { outDir: fromRoot('./dist/web'), emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
