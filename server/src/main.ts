// The process: read the configuration, open (and migrate) the database and the file storage, listen; on
// SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the storage and the database.
import { buildApp } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { describeDemoAccounts, seedDemoData } from './db/seed/seed-demo.ts';
import { resolveAuthSecret } from './modules/auth/auth-secret.ts';
import { openStorage } from './storage/open-storage.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function describeDatabase(config: Config): string {
  if (config.database.kind === 'postgres') return 'PostgreSQL server (DATABASE_URL)';
  return config.database.dataDir ? `embedded PGlite in ${config.database.dataDir}` : 'embedded PGlite in memory (thrown away on exit)';
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(config.database);
  if (config.seedDemo && (await seedDemoData(database.db))) console.log('Demo data created.');
  const storage = await openStorage(config.storage);
  const app = await buildApp({ config, database, storage, authSecret: resolveAuthSecret(config) });

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    await app.close();
    await storage.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`BizBazaar is running at ${config.publicUrl} on the ${describeDatabase(config)}, files on the ${storage.description}`);
  if (config.seedDemo) console.log(describeDemoAccounts());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('BizBazaar failed to start:', error);
  }
  process.exit(1);
});
