import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from '@common/listing-photos.ts';

const MEGABYTE = 1024 * 1024;
const isAcceptedType = (type: string): boolean => (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type);
const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/**
 * A quick answer before any byte is sent: the problem with this file, or null. The server still checks the
 * content itself (a renamed file passes here and is refused there); this only spares a seller the wait.
 */
export function checkPhotoFile(file: File): string | null {
  if (isHeic(file)) return 'HEIC photos are not accepted. On an iPhone, choose "Most Compatible" under Settings › Camera › Formats, or export the photo as JPEG.';
  // Some systems give no type for a file they do not know; the server reads its content.
  if (file.type !== '' && !isAcceptedType(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_PHOTO_BYTES) return `This photo is ${(file.size / MEGABYTE).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / MEGABYTE} MB.`;
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** The files that still fit under the limit, and how many were left out. */
export function takeFilesThatFit(files: File[], photoCount: number, maxPhotos: number): { taken: File[]; leftOut: number } {
  const room = Math.max(0, maxPhotos - photoCount);
  return { taken: files.slice(0, room), leftOut: Math.max(0, files.length - room) };
}
