// Files on the local disk under the data folder (default ./data/files, beside the embedded database in
// ./data/db): zero set-up, like PGlite (ADR 0034). One file per key; its first line holds the content type, so
// the type and the bytes are replaced together by one rename and can never disagree.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { keepStreamErrorsCaught, StorageUnavailableError, type FileStorage, type MissingFile, type PutOptions, type StoredFile } from './file-storage.ts';
import { assertValidContentType, assertValidStorageKey } from './storage-keys.ts';
import { STORAGE_TIME_LIMITS, withDeadline, type StorageTimeLimits } from './time-limits.ts';

// "bizbazaar-file 1 <content type>\n", then the bytes. The version lets a later format tell old files apart.
const HEADER_PREFIX = 'bizbazaar-file 1 ';
const MAX_HEADER_BYTES = 512;
// The key names something that is not a file (a prefix folder, or a path through a file): not found.
const NOT_A_FILE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code) ? code : 'error';
}

export class LocalDiskStorage implements FileStorage {
  readonly description: string;

  constructor(
    private readonly root: string,
    private readonly limits: StorageTimeLimits = STORAGE_TIME_LIMITS,
  ) {
    this.description = `local disk in ${root}`;
  }

  /** Creates the folder at start-up, so a read-only or missing data folder stops the process, not a request. */
  async open(): Promise<this> {
    await mkdir(this.root, { recursive: true });
    return this;
  }

  private pathFor(key: string): string {
    assertValidStorageKey(key);
    // Safe to join: every segment passed the key check (no '..', no '/', no leading dot).
    return join(this.root, ...key.split('/'));
  }

  private unavailable(operation: string, error: unknown): StorageUnavailableError {
    if (error instanceof StorageUnavailableError) return error;
    return new StorageUnavailableError(`could not ${operation} a file on the local disk (${errorCode(error)})`);
  }

  private timedOut(operation: string) {
    return () => new StorageUnavailableError(`the local disk did not ${operation} a file in time`);
  }

  async put(key: string, body: Buffer | Readable, { contentType }: PutOptions): Promise<void> {
    const path = this.pathFor(key);
    assertValidContentType(contentType);
    keepStreamErrorsCaught(body);
    // A reader opens the final name only after the rename, so it never sees a file still being written; the temp
    // name starts with a dot, which no key can, so a crash's leftover is never served.
    const temporaryPath = join(dirname(path), `.tmp-${randomUUID()}`);
    try {
      await withDeadline(this.limits.putTimeoutMs, this.timedOut('write'), async (signal) => {
        await mkdir(dirname(path), { recursive: true });
        const header = Buffer.from(`${HEADER_PREFIX}${contentType}\n`);
        const source = Buffer.isBuffer(body) ? Readable.from([header, body]) : Readable.from(prependHeader(header, body));
        // flush: the bytes reach the disk before the rename makes them visible (a power cut leaves old or new).
        await pipeline(source, createWriteStream(temporaryPath, { flags: 'wx', flush: true }), { signal });
        await rename(temporaryPath, path);
      });
    } catch (error) {
      await unlink(temporaryPath).catch(() => undefined);
      throw this.unavailable('write', error);
    }
  }

  async get(key: string): Promise<StoredFile | MissingFile> {
    const path = this.pathFor(key);
    try {
      return await withDeadline(this.limits.answerTimeoutMs, this.timedOut('read'), async (signal) => {
        let handle: FileHandle | undefined;
        try {
          handle = await open(path, 'r');
          const { size } = await handle.stat();
          const { contentType, headerLength } = await readHeader(handle);
          if (signal.aborted) throw new Error('aborted');
          const body = handle.createReadStream({ start: headerLength, autoClose: true });
          handle = undefined; // the stream owns it now and closes it at its end or on destroy()
          return { found: true as const, body, contentType, size: size - headerLength };
        } finally {
          await handle?.close();
        }
      });
    } catch (error) {
      if (NOT_A_FILE_CODES.has(errorCode(error))) return { found: false, key };
      throw this.unavailable('read', error);
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathFor(key);
    try {
      await withDeadline(this.limits.answerTimeoutMs, this.timedOut('delete'), () => unlink(path));
    } catch (error) {
      if (NOT_A_FILE_CODES.has(errorCode(error))) return;
      throw this.unavailable('delete', error);
    }
  }

  async close(): Promise<void> {}
}

async function* prependHeader(header: Buffer, body: Readable): AsyncGenerator<Buffer> {
  yield header;
  for await (const chunk of body) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
}

async function readHeader(handle: FileHandle): Promise<{ contentType: string; headerLength: number }> {
  const buffer = Buffer.alloc(MAX_HEADER_BYTES);
  const { bytesRead } = await handle.read(buffer, 0, MAX_HEADER_BYTES, 0);
  const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
  const line = newline === -1 ? '' : buffer.subarray(0, newline).toString('utf8');
  // Not written by put() (a file copied in by hand, or cut short): a failure to look at, not a file to serve.
  if (!line.startsWith(HEADER_PREFIX)) throw Object.assign(new Error('not a stored file'), { code: 'EBADFILE' });
  return { contentType: line.slice(HEADER_PREFIX.length), headerLength: newline + 1 };
}
