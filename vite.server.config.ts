import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server as plain JavaScript for `npm start` and the production commands (ADR 0028): `vite build -c
// vite.server.config.ts` (the last Vite step of npm run build) bundles our own TypeScript, the @common alias
// resolved, into dist/app/<command>.js; packages stay imports of node_modules.
//
// The bundle finds its files the way the source does, by URLs relative to the module: every file lands
// directly in dist/app, two folders below the project root like server/src/*.ts, so app.ts's '../../dist/web'
// is the same folder from both; migrate.ts's './migrations' is the copy made below.
const SERVER_ENTRIES = {
  main: './server/src/main.ts',
  'db-migrate': './server/src/db/migrate-cli.ts',
  'admin-create': './server/src/scripts/create-admin.ts',
  'db-seed': './server/src/scripts/seed-demo.ts',
  // The child process that encodes photos (ADR 0043), found by photo-encoder.ts beside the bundle.
  'photo-encoder': './server/src/modules/listing-photos/photo-encoder-process.ts',
};

/** The SQL migrations and drizzle's journal beside the bundle (the schema snapshots are for drizzle-kit only). */
function copyMigrations(): Plugin {
  return {
    name: 'bizbazaar-copy-migrations',
    writeBundle(options) {
      cpSync(fromRoot('./server/src/db/migrations'), join(options.dir ?? fromRoot('./dist/app'), 'migrations'), {
        recursive: true,
        filter: (source) => !source.endsWith('_snapshot.json'),
      });
    },
  };
}

export default defineConfig({
  resolve: { alias: [{ find: '@common', replacement: fromRoot('./common/src') }] },
  publicDir: false,
  plugins: [copyMigrations()],
  build: {
    ssr: true,
    outDir: fromRoot('./dist/app'),
    emptyOutDir: true,
    // The oldest Node the tests still run on (.ci/run); the runtime it is meant for is Node 22 or 24.
    target: 'node20',
    // Readable stack traces in the logs: names kept, and a source map that `node --enable-source-maps` reads.
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, fromRoot(path)])),
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
