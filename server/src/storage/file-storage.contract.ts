// The one contract every FileStorage back end must keep (ADR 0034), run against each of them by
// storage.test.ts: the same expectations on the local disk and on a real S3-protocol server.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, StorageUnavailableError, type FileStorage } from './file-storage.ts';
import { contentAddressedKey } from './storage-keys.ts';

/** Keys that must never reach a disk path or a bucket's object name. */
export const HOSTILE_KEYS = [
  '',
  '../outside.txt',
  'photos/../../outside.txt',
  'photos/..',
  './photos/a.webp',
  '/etc/passwd',
  'photos//a.webp',
  'photos/a.webp/',
  '.hidden',
  'photos/.tmp-abc',
  'photos\\..\\outside.txt',
  'photos/%2e%2e/outside.txt',
  'photos/a b.webp',
  'photos/a\u0000.webp',
  'photos/a\n.webp',
  'Photos/A.webp',
  'photos/ü.webp',
  'photos/a..webp',
  `photos/${'a'.repeat(400)}`,
];

async function readAll(storage: FileStorage, key: string): Promise<{ bytes: Buffer; contentType: string; size: number }> {
  const file = await storage.get(key);
  if (!file.found) throw new Error(`${key} was not found`);
  return { bytes: await buffer(file.body), contentType: file.contentType, size: file.size };
}

let keyCounter = 0;
function uniqueKey(extension = 'bin'): string {
  keyCounter += 1;
  return `contract/${process.pid}-${Date.now().toString(36)}-${keyCounter}.${extension}`;
}

export function describeFileStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('gives back what was put, with its content type and size', async () => {
      const key = uniqueKey('txt');
      await storage().put(key, Buffer.from('hello, files'), { contentType: 'text/plain; charset=utf-8' });
      expect(await readAll(storage(), key)).toEqual({ bytes: Buffer.from('hello, files'), contentType: 'text/plain; charset=utf-8', size: 12 });
    });

    it('keeps binary bytes unchanged, from a buffer and from a stream', async () => {
      // Every byte value, a leading newline (the disk's header ends at one) and 1 MiB of noise.
      const bytes = Buffer.concat([Buffer.from([0x0a, 0x0d, 0x00]), Buffer.from(Array.from({ length: 256 }, (_, value) => value)), randomBytes(1024 * 1024)]);
      const fromBuffer = uniqueKey();
      const fromStream = uniqueKey();
      await storage().put(fromBuffer, bytes, { contentType: 'application/octet-stream' });
      await storage().put(fromStream, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { contentType: 'application/octet-stream' });
      for (const key of [fromBuffer, fromStream]) {
        const file = await readAll(storage(), key);
        expect(file.size).toBe(bytes.length);
        expect(file.bytes.equals(bytes)).toBe(true);
      }
    });

    it('replaces a file put again under the same key', async () => {
      const key = uniqueKey('txt');
      await storage().put(key, Buffer.from('first'), { contentType: 'text/plain' });
      await storage().put(key, Buffer.from('second, longer'), { contentType: 'application/json' });
      expect(await readAll(storage(), key)).toEqual({ bytes: Buffer.from('second, longer'), contentType: 'application/json', size: 14 });
    });

    it('answers "not found" for a key never put, and for a prefix that only holds other files', async () => {
      const key = uniqueKey();
      expect(await storage().get(key)).toEqual({ found: false, key });
      await storage().put('contract-prefix/inner/a.bin', Buffer.from('x'), { contentType: 'application/octet-stream' });
      expect(await storage().get('contract-prefix/inner')).toEqual({ found: false, key: 'contract-prefix/inner' });
    });

    it('fails a put whose stream fails (a client that hangs up at once), and keeps no file', async () => {
      const key = uniqueKey();
      const upload = new PassThrough();
      const putting = storage().put(key, upload, { contentType: 'application/octet-stream' });
      upload.destroy(new Error('client went away'));
      await expect(putting).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(await storage().get(key)).toEqual({ found: false, key });
    });

    it('deletes a file, and deleting it again (or one never put) is not an error', async () => {
      const key = uniqueKey();
      await storage().put(key, Buffer.from('bye'), { contentType: 'application/octet-stream' });
      await storage().delete(key);
      expect(await storage().get(key)).toEqual({ found: false, key });
      await expect(storage().delete(key)).resolves.toBeUndefined();
      await expect(storage().delete(uniqueKey())).resolves.toBeUndefined();
    });

    it('refuses keys that could leave their place (traversal, absolute paths, odd characters) in every operation', async () => {
      for (const key of HOSTILE_KEYS) {
        await expect(storage().put(key, Buffer.from('x'), { contentType: 'text/plain' }), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage().get(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage().delete(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('refuses a content type that could split a header', async () => {
      for (const contentType of ['text/html\r\nx-injected: 1', 'text/html\nx', '', 'image', 'a'.repeat(300) + '/b']) {
        await expect(storage().put(uniqueKey(), Buffer.from('x'), { contentType }), JSON.stringify(contentType)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('stores under a content-addressed key: the same bytes, the same key, the same file', async () => {
      const bytes = randomBytes(4096);
      const key = contentAddressedKey({ prefix: 'photos', bytes, extension: 'webp' });
      expect(contentAddressedKey({ prefix: 'photos', bytes: Buffer.from(bytes), extension: 'webp' })).toBe(key);
      await storage().put(key, bytes, { contentType: 'image/webp' });
      await storage().put(contentAddressedKey({ prefix: 'photos', bytes, extension: 'webp' }), bytes, { contentType: 'image/webp' });
      expect((await readAll(storage(), key)).bytes.equals(bytes)).toBe(true);
    });
  });
}
