import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const LONG_SECRET = 'a'.repeat(32);

/** The ConfigError that readConfig throws for this environment (fails the test if it does not throw). */
function configErrorFor(environment: NodeJS.ProcessEnv): ConfigError {
  try {
    readConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(environment)}`);
}

describe('readConfig', () => {
  it('starts with no configuration at all: embedded PGlite on disk, port 3000, demo data on', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: './data/db' },
      storage: { kind: 'local', directory: './data/files' },
      smtpUrl: undefined,
      mailFrom: 'BizBazaar <no-reply@bizbazaar.in>',
      authSecret: undefined,
      seedDemo: true,
      trustProxy: false,
      maxConnectionsPerAddress: 64,
      logLevel: 'info',
      isProduction: false,
    });
  });

  it('reads the connections one client address may hold, and refuses a limit that is no number', () => {
    expect(readConfig({ MAX_CONNECTIONS_PER_ADDRESS: '500' }).maxConnectionsPerAddress).toBe(500);
    expect(() => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });

  it('derives the public URL from PORT and drops a trailing slash from PUBLIC_URL', () => {
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_URL: 'https://bizbazaar.in/' }).publicUrl).toBe('https://bizbazaar.in');
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ port: 3000, database: { kind: 'pglite', dataDir: './data/db' }, smtpUrl: undefined });
  });

  it('keeps an in-memory database for memory:// and seeds no demo data there', () => {
    expect(readConfig({ DATABASE_URL: 'memory://' })).toMatchObject({ database: { kind: 'pglite', dataDir: undefined }, seedDemo: false });
  });

  it('uses a folder for file:<folder>', () => {
    expect(readConfig({ DATABASE_URL: 'file:/var/lib/bizbazaar' })).toMatchObject({ database: { kind: 'pglite', dataDir: '/var/lib/bizbazaar' }, seedDemo: true });
  });

  it('connects to a server for postgres:// and seeds no demo data unless asked', () => {
    const url = 'postgres://app:pw@db.internal:5432/bizbazaar';
    expect(readConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, seedDemo: false });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/x', SEED_DEMO: 'yes' })).toMatchObject({ database: { kind: 'postgres' }, seedDemo: true });
    expect(readConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('keeps files in a folder for file:<folder>', () => {
    expect(readConfig({ STORAGE_URL: 'file:/var/lib/bizbazaar/files' }).storage).toEqual({ kind: 'local', directory: '/var/lib/bizbazaar/files' });
    expect(readConfig({ STORAGE_URL: '' }).storage).toEqual({ kind: 'local', directory: './data/files' });
  });

  it('keeps files in an S3-compatible bucket for s3://, with the keys from the standard AWS variables', () => {
    const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-key' };
    expect(readConfig({ STORAGE_URL: 's3://bizbazaar-files?endpoint=http://127.0.0.1:9000/&region=auto', ...keys }).storage).toEqual({
      kind: 's3',
      bucket: 'bizbazaar-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-key' },
    });
    expect(readConfig({ STORAGE_URL: 's3://my.files', AWS_SESSION_TOKEN: 'token', ...keys }).storage).toEqual({
      kind: 's3',
      bucket: 'my.files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-key', sessionToken: 'token' },
    });
  });

  it('requires both S3 keys for an s3:// store', () => {
    for (const keys of [{}, { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, { AWS_SECRET_ACCESS_KEY: 'secret-key' }]) {
      expect(configErrorFor({ STORAGE_URL: 's3://bizbazaar-files', ...keys }).message).toContain('AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: both required');
    }
  });

  it.each([
    ['ftp://files.example.in', /STORAGE_URL: must be file:<folder> or s3:/],
    ['file:', /STORAGE_URL: file: needs a folder/],
    ['s3://Bizbazaar_Files', /STORAGE_URL: the bucket name must follow S3 rules/],
    ['s3://bucket/path', /STORAGE_URL: the bucket name must follow S3 rules/],
    ['s3://bucket?endpoint=ftp://x', /STORAGE_URL: endpoint must be an http\(s\) URL/],
    ['s3://bucket?endpoint=http://AKIA:hunter2@x', /STORAGE_URL: endpoint must be an http\(s\) URL without keys/],
    ['s3://bucket?region=Mars%201', /STORAGE_URL: region must look like/],
    ['s3://bucket?secret=hunter2', /STORAGE_URL: unknown setting secret/],
    ['s3://AKIA:hunter2@bucket', /STORAGE_URL: keys do not belong in the URL/],
  ])('refuses STORAGE_URL=%s with a message that does not repeat the value', (value, message) => {
    const error = configErrorFor({ STORAGE_URL: value, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-key' });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('secret-key');
  });

  it('reads SMTP_URL, LOG_LEVEL, TRUST_PROXY and NODE_ENV', () => {
    expect(readConfig({ SMTP_URL: 'smtps://user:pw@mail.example.in:465', LOG_LEVEL: 'warn', TRUST_PROXY: '1', NODE_ENV: 'production', AUTH_SECRET: LONG_SECRET })).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example.in:465',
      logLevel: 'warn',
      trustProxy: 1,
      isProduction: true,
      authSecret: LONG_SECRET,
    });
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop lets clients forge their address/);
    for (const value of ['10.0.0.0/33', 'proxy.internal', '-1', '1.2.3.4/8/9']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be false, a number of proxy hops/);
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'ftp://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.in'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['SEED_DEMO', 'maybe'],
  ])('refuses %s=%s with a message that names the variable', (name, value) => {
    const error = configErrorFor({ [name]: value });
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain('Invalid configuration');
  });

  it('lists every wrong variable at once', () => {
    const error = configErrorFor({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(error.message).toMatch(/PORT:[\s\S]*LOG_LEVEL:/);
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    const error = configErrorFor({ AUTH_SECRET: 'a'.repeat(31) });
    expect(error.message).toContain('AUTH_SECRET: must be at least 32 characters');
    expect(readConfig({ AUTH_SECRET: LONG_SECRET }).authSecret).toBe(LONG_SECRET);
  });

  it('requires AUTH_SECRET in production on a PostgreSQL server', () => {
    const error = configErrorFor({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' });
    expect(error.message).toContain('AUTH_SECRET: required in production');
    expect(readConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', AUTH_SECRET: LONG_SECRET }).isProduction).toBe(true);
  });
});
