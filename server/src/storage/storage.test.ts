// Both back ends against the one contract (ADR 0034): the local disk in a temp folder, and S3 through a real
// S3-protocol server (s3rver, on disk in a temp folder, on a free port) — faked at the protocol edge, not mocked.
// Then what only one of them can show: the disk's rename, and that a store which hangs or is gone costs a
// bounded wait and a message without keys.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { StorageUnavailableError } from './file-storage.ts';
import { describeFileStorageContract } from './file-storage.contract.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

const BUCKET = 'bizbazaar-test';
// s3rver's own keys (it checks signatures made with them); the secret is also what must never show in an error.
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const SECRET = 'do-not-print-this-secret-0123456789';

let folder: string;
let local: LocalDiskStorage;
let s3rver: S3rver;
let s3: S3Storage;
let s3Endpoint: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bizbazaar-storage-test-'));
  local = await new LocalDiskStorage(join(folder, 'files')).open();
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(folder, 's3rver'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Storage({ bucket: BUCKET, endpoint: s3Endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS });
});

afterAll(async () => {
  await s3?.close();
  await s3rver?.close();
  await rm(folder, { recursive: true, force: true });
});

describeFileStorageContract('local disk', () => local);
describeFileStorageContract('S3 (s3rver)', () => s3);

describe('local disk', () => {
  it('never shows a file half written: until the rename, readers get the old file whole', async () => {
    const key = 'atomic/a.txt';
    await local.put(key, Buffer.from('old'), { contentType: 'text/plain' });
    const upload = new PassThrough();
    const writing = local.put(key, upload, { contentType: 'text/plain' });
    upload.write('new, first half; ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await local.get(key);
    expect(during.found && (await buffer(during.body)).toString()).toBe('old');
    upload.end('second half');
    await writing;
    const after = await local.get(key);
    expect(after.found && (await buffer(after.body)).toString()).toBe('new, first half; second half');
  });

  it('leaves no temp file behind, after a put or after a failed one', async () => {
    const upload = new PassThrough();
    const failing = local.put('leftovers/b.txt', upload, { contentType: 'text/plain' });
    upload.write('part');
    await new Promise((resolve) => setTimeout(resolve, 20));
    upload.destroy(new Error('client went away'));
    await expect(failing).rejects.toBeInstanceOf(StorageUnavailableError);
    await local.put('leftovers/c.txt', Buffer.from('whole'), { contentType: 'text/plain' });
    expect(await readdir(join(folder, 'files', 'leftovers'))).toEqual(['c.txt']);
  });

  it('writes only inside its folder', async () => {
    await local.put('inside/d.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect((await readdir(folder)).sort()).toEqual(['files', 's3rver']);
  });
});

describe('S3', () => {
  it('calls a missing bucket a failure, not a missing file (a misconfiguration must be heard)', async () => {
    const wrongBucket = new S3Storage({ bucket: 'no-such-bucket', endpoint: s3Endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS });
    try {
      await expect(wrongBucket.get('a/b.txt')).rejects.toThrow(/could not read a file \(NoSuchBucket, HTTP 404\)/);
    } finally {
      await wrongBucket.close();
    }
  });

  it('gives up on a store that accepts connections and never answers within the bound, without printing keys', async () => {
    const sockets: Socket[] = [];
    const frozen: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const { port } = frozen.address() as AddressInfo;
    const storage = new S3Storage({ bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'AKIATESTKEY', secretAccessKey: SECRET } });
    try {
      for (const operation of [() => storage.get('a/b.txt'), () => storage.delete('a/b.txt')]) {
        const started = Date.now();
        const error = await operation().then(
          () => undefined,
          (failure: unknown) => failure,
        );
        const waitedMs = Date.now() - started;
        expect(error).toBeInstanceOf(StorageUnavailableError);
        expect((error as Error).message).toMatch(/did not (read|delete) a file in time/);
        expect(waitedMs).toBeGreaterThanOrEqual(2_900);
        expect(waitedMs).toBeLessThan(4_500);
        expect(JSON.stringify(error) + String(error) + (error as Error).stack).not.toContain(SECRET);
        expect((error as Error).cause).toBeUndefined();
      }
    } finally {
      await storage.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => frozen.close(resolve));
    }
  }, 15_000);

  it('fails fast when nothing listens at the endpoint, naming the socket error and not the keys', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const storage = new S3Storage({ bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'AKIATESTKEY', secretAccessKey: SECRET } });
    try {
      const started = Date.now();
      const error = await storage.put('a/b.txt', Buffer.from('x'), { contentType: 'text/plain' }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).message).toMatch(/^the file store could not write a file \(ECONNREFUSED\)$/);
      expect(String((error as Error).stack)).not.toContain(SECRET);
    } finally {
      await storage.close();
    }
  });
});

describe('app.storage', () => {
  it('is the storage the app was built with, opened in a folder of its own', async () => {
    const testApp = await createTestApp();
    try {
      const key = 'wiring/e.txt';
      await testApp.app.storage.put(key, Buffer.from('through the app'), { contentType: 'text/plain' });
      const file = await testApp.app.storage.get(key);
      expect(file.found && (await buffer(file.body)).toString()).toBe('through the app');
      expect(testApp.config.storage.kind).toBe('local');
    } finally {
      await testApp.close();
    }
  });
});
