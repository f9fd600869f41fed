import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './file-storage.ts';
import { HOSTILE_KEYS } from './file-storage.contract.ts';
import { contentAddressedKey, isValidStorageKey } from './storage-keys.ts';

describe('storage keys', () => {
  it('names a file by the sha-256 of its bytes, in a folder of the first two hex digits', () => {
    // sha-256("abc"), a published test vector.
    expect(contentAddressedKey({ prefix: 'photos', bytes: Buffer.from('abc'), extension: 'webp' })).toBe(
      'photos/ba/7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.webp',
    );
    expect(contentAddressedKey({ prefix: 'data-room/originals', bytes: Buffer.from('abd'), extension: 'pdf' })).toMatch(/^data-room\/originals\/[0-9a-f]{2}\/[0-9a-f]{62}\.pdf$/);
  });

  it('gives different bytes different keys', () => {
    const key = (text: string) => contentAddressedKey({ prefix: 'photos', bytes: Buffer.from(text), extension: 'webp' });
    expect(key('a')).not.toBe(key('b'));
  });

  it('refuses a prefix or an extension that would make an invalid key', () => {
    for (const prefix of ['../photos', '/photos', 'Photos', 'photos/']) {
      expect(() => contentAddressedKey({ prefix, bytes: Buffer.from('x'), extension: 'webp' }), prefix).toThrow(InvalidStorageKeyError);
    }
    for (const extension of ['', '.webp', 'we/bp', 'WEBP', 'toolongextension']) {
      expect(() => contentAddressedKey({ prefix: 'photos', bytes: Buffer.from('x'), extension }), extension).toThrow(InvalidStorageKeyError);
    }
  });

  it('accepts plain keys and refuses every hostile one', () => {
    for (const key of ['photos/ab/cdef.webp', 'a', 'verification/2026/x_y-z.tar.gz']) expect(isValidStorageKey(key), key).toBe(true);
    for (const key of HOSTILE_KEYS) expect(isValidStorageKey(key), JSON.stringify(key)).toBe(false);
  });
});
