import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@common/listing-photos.ts';
import { checkPhotoFile, takeFilesThatFit } from './check-photo-file';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WebP, and a file whose type the system does not know', () => {
    expect(checkPhotoFile(fileOf('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPhotoFile(fileOf('a.png', 'image/png'))).toBeNull();
    expect(checkPhotoFile(fileOf('a.webp', 'image/webp'))).toBeNull();
    expect(checkPhotoFile(fileOf('a.jpg', ''))).toBeNull();
  });

  it('says how to send a JPEG instead of a HEIC, by type or by name', () => {
    expect(checkPhotoFile(fileOf('IMG_1.HEIC', ''))).toMatch(/HEIC.*JPEG/);
    expect(checkPhotoFile(fileOf('a.jpg', 'image/heic'))).toMatch(/HEIC/);
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkPhotoFile(fileOf('a.gif', 'image/gif'))).toBe('Choose a JPEG, PNG or WebP image.');
    expect(checkPhotoFile(fileOf('a.jpg', 'image/jpeg', 0))).toBe('This file is empty.');
    expect(checkPhotoFile(fileOf('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toMatch(/limit is 15 MB/);
    expect(checkPhotoFile(fileOf('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
  });
});

describe('takeFilesThatFit', () => {
  const files = [fileOf('1.jpg', 'image/jpeg'), fileOf('2.jpg', 'image/jpeg'), fileOf('3.jpg', 'image/jpeg')];
  it('takes what fits under the limit and counts the rest', () => {
    expect(takeFilesThatFit(files, 10, 12)).toEqual({ taken: files.slice(0, 2), leftOut: 1 });
    expect(takeFilesThatFit(files, 0, 12)).toEqual({ taken: files, leftOut: 0 });
    expect(takeFilesThatFit(files, 12, 12)).toEqual({ taken: [], leftOut: 3 });
  });
});
