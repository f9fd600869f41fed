import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// *.pg.test.ts files need a PostgreSQL server (e.g. one reached through a proxy that freezes). They are
// collected only in the PostgreSQL pass, so the embedded pass neither fails nor lists them as skipped.
const hasPostgresServer = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

// API and unit tests. Each test file starts from a migrated database template made once by the global
// setup: PGlite by default, a fresh database on the server named by DATABASE_URL when it is set.
export default defineConfig({
  resolve: { alias: { '@common': fromRoot('./common/src'), '@': fromRoot('./web/src') } },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(hasPostgresServer ? [] : ['server/**/*.pg.test.ts'])],
    environment: 'node',
    globalSetup: ['./server/test/global-setup.ts'],
    pool: 'forks',
    // Each worker keeps its modules from one test file to the next: every file still builds its own app on its
    // own database, and re-importing the server for each of them took 40 % of the run.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    // As the journeys do (playwright.config.ts): CI, two busy cores shared with the PostgreSQL server, tries a failed
    // test once more, so a wait that a loaded machine stretched past its bound does not stop the run; the report
    // still lists the retry, and a test that is broken fails both times.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
