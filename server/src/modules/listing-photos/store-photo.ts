// An upload becomes stored renditions (ADR 0035): its type checked by its bytes, its renditions encoded in one of
// the bounded slots by the encoder process (ADR 0043), each file put under its content-addressed key. A refusal
// stores nothing.
import type { PhotoRenditionKeys } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { contentAddressedKey } from '../../storage/storage-keys.ts';
import type { StoredPhoto } from './listing-photos.service.ts';
import type { PhotoEncoder } from './photo-encoder.ts';
import { sniffPhotoType } from './photo-processing.ts';
import type { PhotoSlots } from './photo-slots.ts';
import type { PhotoUpload } from './photo-upload.ts';

export async function storePhoto(storage: FileStorage, { slots, encoder }: { slots: PhotoSlots; encoder: PhotoEncoder }, upload: PhotoUpload): Promise<StoredPhoto> {
  await sniffPhotoType(upload.bytes);
  const encoded = await slots.run(() => encoder.encode(upload.bytes));
  const renditions: PhotoRenditionKeys[] = [];
  const puts: Array<Promise<void>> = [];
  for (const rendition of encoded) {
    const webpKey = contentAddressedKey({ prefix: 'photos', bytes: rendition.webp, extension: 'webp' });
    const jpegKey = contentAddressedKey({ prefix: 'photos', bytes: rendition.jpeg, extension: 'jpg' });
    renditions.push({ width: rendition.width, webpKey, jpegKey });
    puts.push(storage.put(webpKey, rendition.webp, { contentType: 'image/webp' }), storage.put(jpegKey, rendition.jpeg, { contentType: 'image/jpeg' }));
  }
  await Promise.all(puts);
  const largest = encoded[encoded.length - 1];
  if (!largest) throw new Error('a photo without renditions');
  return { width: largest.width, height: largest.height, renditions, isPublic: upload.isPublic };
}
