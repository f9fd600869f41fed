import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the server at start (server/src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
