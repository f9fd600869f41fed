// The one way the product keeps files (ARCHITECTURE §10, ADR 0034): listing photos now, data-room and
// verification documents later. Features see this interface only, never a path or a bucket, so the same code
// runs on the local disk (zero set-up, like the embedded database) and on any S3-compatible store.
import type { Readable } from 'node:stream';

export interface PutOptions {
  /** Sent back with the file (e.g. image/webp); a file's type is decided when it is checked, not guessed later. */
  contentType: string;
}

export interface StoredFile {
  found: true;
  body: Readable;
  contentType: string;
  /** Bytes in the body. */
  size: number;
}

/** A missing file is an answer, not a failure: callers turn it into their own 404. */
export interface MissingFile {
  found: false;
  key: string;
}

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; a reader sees the old file or the new, never half. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The file as a stream. The caller must read or destroy the body, or its connection (S3) stays taken. */
  get(key: string): Promise<StoredFile | MissingFile>;
  /** Removes the file; removing one that is not there is not an error (a retried job deletes twice). */
  delete(key: string): Promise<void>;
  /** Releases connections; called once at shutdown, after the app has closed. */
  close(): Promise<void>;
  /** For the start-up line: where the files are, without credentials. */
  readonly description: string;
}

/**
 * A caller's stream can fail (a client hangs up) before a back end starts reading it, and an 'error' with no
 * listener ends the process. The listener only keeps it from being uncaught: the read that follows still sees
 * the error, since a destroyed stream reports it to pipeline() and to its iterator.
 */
export function keepStreamErrorsCaught(body: Buffer | Readable): void {
  if (!Buffer.isBuffer(body)) body.on('error', () => undefined);
}

/** Thrown for a key or content type that did not pass the checks in storage-keys.ts: a bug in the caller. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/**
 * The store did not answer in time, refused, or failed. The message names the operation and a short reason
 * (an error code or HTTP status) and never the endpoint's credentials, a signed URL or a stack; the original
 * error is not attached, so a logger cannot print what the SDK put in it.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}
