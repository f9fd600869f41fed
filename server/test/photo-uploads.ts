// Photos for tests (issue 25): real image files made with sharp, hostile files built byte by byte, and the
// multipart body a browser sends for an upload.
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

let photoCounter = 0;

/**
 * A small photo of one colour with a stripe, so that it is not a blank image. Each call's colour differs: files are
 * content-addressed, so two tests' photos never share a stored file unless a test means them to.
 */
export async function makePhoto(format: PhotoFormat, { width = 400, height = 300 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  photoCounter += 1;
  const background = { r: 40 + (photoCounter % 200), g: 40 + (Math.floor(photoCounter / 200) % 200), b: 40 };
  const stripe = await sharp({ create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: stripe, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** The first bytes of an HEIC file (an ISO-BMFF `ftyp` box whose brand is heic), as an iPhone sends it. */
export function makeHeicHeader(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic')]);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from('meta'), Buffer.alloc(24)]);
  return Buffer.concat([ftyp, meta, Buffer.alloc(200)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG whose header says width × height, followed by a few bytes of data: a decompression bomb as the server
 * sees it before decoding. Refused with the megapixel message proves the header alone was read.
 */
export function makePngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00])), pngChunk('IEND', Buffer.alloc(0))]);
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----bizbazaar-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The body of an upload of one photo, as the web's form sends it. */
export function photoUploadBody(bytes: Buffer, { filename = 'photo.jpg', contentType = 'image/jpeg', isPublic }: { filename?: string; contentType?: string; isPublic?: boolean } = {}) {
  const fields: MultipartPart[] = isPublic === undefined ? [] : [{ name: 'isPublic', value: String(isPublic) }];
  return multipartBody([...fields, { name: 'photo', value: bytes, filename, contentType }]);
}
