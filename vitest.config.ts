import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// API and unit tests. Each test file starts from a migrated database template made once by the global
// setup: PGlite by default, a fresh database on the server named by DATABASE_URL when it is set.
export default defineConfig({
  resolve: { alias: { '@common': fromRoot('./common/src'), '@': fromRoot('./web/src') } },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
