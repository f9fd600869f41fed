// An upload becomes stored renditions (ADR 0035): its type checked by its bytes, its renditions encoded in one of
// the bounded slots by the encoder process (ADR 0043) into the upload's folder, each file streamed to storage under
// its content-addressed key (ADR 0044). A refusal stores nothing; the caller discards the upload's folder.
import { createReadStream } from 'node:fs';
import type { PhotoRenditionKeys } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { contentAddressedKeyOfHash } from '../../storage/storage-keys.ts';
import type { StoredPhoto } from './listing-photos.service.ts';
import type { EncodedFile } from './photo-encoder-messages.ts';
import type { PhotoEncoder } from './photo-encoder.ts';
import { sniffPhotoType } from './photo-processing.ts';
import type { PhotoSlots } from './photo-slots.ts';
import type { PhotoUpload } from './photo-upload.ts';

export async function storePhoto(storage: FileStorage, { slots, encoder }: { slots: PhotoSlots; encoder: PhotoEncoder }, upload: PhotoUpload): Promise<StoredPhoto> {
  await sniffPhotoType(upload.path);
  const encoded = await slots.run(() => encoder.encode(upload.path, upload.folder));
  const renditions: PhotoRenditionKeys[] = [];
  const puts: Array<Promise<void>> = [];
  const put = (file: EncodedFile, extension: 'webp' | 'jpg', contentType: string) => {
    const key = contentAddressedKeyOfHash({ prefix: 'photos', sha256: file.sha256, extension });
    puts.push(storage.put(key, createReadStream(file.path), { contentType }));
    return key;
  };
  for (const rendition of encoded) {
    renditions.push({ width: rendition.width, webpKey: put(rendition.webp, 'webp', 'image/webp'), jpegKey: put(rendition.jpeg, 'jpg', 'image/jpeg') });
  }
  await Promise.all(puts);
  const largest = encoded[encoded.length - 1];
  if (!largest) throw new Error('a photo without renditions');
  return { width: largest.width, height: largest.height, renditions, isPublic: upload.isPublic };
}
