// AUTH_SECRET signs session cookies. Embedded installs should not need to set one, so when it is unset we
// generate one and keep it next to the data, where it survives restarts (ARCHITECTURE §8).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../../config.ts';

export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.database.kind === 'pglite' && config.database.dataDir === undefined) return randomBytes(32).toString('hex');
  const dataRoot = config.database.kind === 'pglite' && config.database.dataDir ? dirname(config.database.dataDir) : './data';
  const file = join(dataRoot, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataRoot, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
