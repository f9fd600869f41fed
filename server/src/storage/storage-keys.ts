// Keys are the only thing callers pass that reaches a path on disk or a bucket's object name, so they are
// checked here, once, for both back ends: lower-case letters, digits, '-', '_' and inner dots, in '/'-separated
// segments. No segment can be '.', '..' or start with a dot (which also keeps the disk back end's own temp
// files, named '.tmp-…', out of reach), and lower case only means two keys never share a file on a
// case-insensitive disk.
import { createHash } from 'node:crypto';
import { InvalidStorageKeyError } from './file-storage.ts';

const SEGMENT = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 300;
const MAX_SEGMENTS = 8;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
// type/subtype with optional parameters; no control characters, so it cannot split a header line.
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;\s*[a-z0-9!#$&^_.+-]+=[a-z0-9!#$&^_.+-]+)*$/i;
const MAX_CONTENT_TYPE_LENGTH = 200;

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  // The key itself is not echoed: it may be the caller's mistake with a user's text in it.
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError('invalid storage key');
}

export function assertValidContentType(contentType: string): void {
  if (contentType.length > MAX_CONTENT_TYPE_LENGTH || !CONTENT_TYPE.test(contentType)) throw new InvalidStorageKeyError('invalid content type');
}

/**
 * The key a file's bytes are kept under: `<prefix>/<first 2 hex of sha-256>/<other 62>.<extension>`, e.g.
 * `photos/ab/cdef….webp`. The same bytes always get the same key, so an upload sent twice is stored once, a key
 * can be cached for ever (ARCHITECTURE §10: immutable caching), and nobody can guess a file's key without having
 * its bytes. The two-character folder keeps any one folder on disk to a 256th of the files.
 */
export function contentAddressedKey({ prefix, bytes, extension }: { prefix: string; bytes: Buffer; extension: string }): string {
  return contentAddressedKeyOfHash({ prefix, sha256: createHash('sha256').update(bytes).digest('hex'), extension });
}

/** The same key, from the SHA-256 (hex) of bytes hashed elsewhere: the photo encoder's files (ADR 0044). */
export function contentAddressedKeyOfHash({ prefix, sha256, extension }: { prefix: string; sha256: string; extension: string }): string {
  assertValidStorageKey(prefix);
  if (!EXTENSION.test(extension)) throw new InvalidStorageKeyError('invalid extension');
  if (!SHA256_HEX.test(sha256)) throw new InvalidStorageKeyError('invalid hash');
  return `${prefix}/${sha256.slice(0, 2)}/${sha256.slice(2)}.${extension}`;
}
