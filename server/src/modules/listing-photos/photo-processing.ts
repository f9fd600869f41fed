// What an upload becomes (issue 25, ADR 0035): its type decided by its bytes (file-type), its size in pixels read
// from the header before anything is decoded, then one decode with the orientation applied, re-encoded at each
// width in WebP and JPEG. Nothing of the original bytes survives: metadata (EXIF, GPS, XMP, ICC) is dropped by
// sharp's default, colours converted to sRGB, and anything appended to the image (a polyglot's HTML) is never read.
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  ACCEPTED_PHOTO_TYPES,
  HEIC_NOT_SUPPORTED_MESSAGE,
  MAX_PHOTO_MEGAPIXELS,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_TOO_MANY_PIXELS_MESSAGE,
  PHOTO_UNSUPPORTED_TYPE_MESSAGE,
  PHOTO_WIDTHS,
} from '@common/listing-photos.ts';
import { AppError } from '../../http/errors.ts';

export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
// libwebp's default effort (4) took ~0.6 s for a 1920 px image here; 2 takes ~0.35 s for files a few % larger.
const WEBP_EFFORT = 2;

export interface EncodedRendition {
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
}

/** A photo's bytes, or the path of its file. */
export type PhotoInput = Buffer | string;

const unreadable = (message: string) => new AppError(422, 'VALIDATION_FAILED', message);

/** The accepted type of the upload, by its bytes alone: the file name and the client's Content-Type play no part. */
export async function sniffPhotoType(path: string): Promise<(typeof ACCEPTED_PHOTO_TYPES)[number]> {
  const detected = await fileTypeFromFile(path);
  if (!detected) throw unreadable(PHOTO_NOT_AN_IMAGE_MESSAGE);
  if (detected.mime === 'image/heic' || detected.mime === 'image/heif' || detected.ext === 'heic') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', HEIC_NOT_SUPPORTED_MESSAGE);
  const accepted = ACCEPTED_PHOTO_TYPES.find((type) => type === detected.mime);
  if (!accepted) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_UNSUPPORTED_TYPE_MESSAGE);
  return accepted;
}

/** The widths to make for an image this wide: those not wider than it, and always at least the smallest. */
export function renditionWidths(originalWidth: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [Math.max(1, Math.min(originalWidth, PHOTO_WIDTHS[0]))];
}

// Each input is read as a whole (a truncated file is an error, not half an image) and never past the pixel limit.
const inputOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' } as const;

/**
 * Reads the header only: a decompression bomb (a small file of a huge image) is refused before any pixel is
 * decoded. Orientation swaps width and height for the layout, so the width here is after autoOrient.
 */
async function readHeader(input: PhotoInput): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(PHOTO_NOT_AN_IMAGE_MESSAGE);
  }
  const { width, height } = metadata;
  if (!width || !height) throw unreadable(PHOTO_NOT_AN_IMAGE_MESSAGE);
  if (width * height > MAX_PHOTO_PIXELS) throw unreadable(PHOTO_TOO_MANY_PIXELS_MESSAGE);
  const isRotated = (metadata.orientation ?? 1) >= 5;
  return isRotated ? { width: height, height: width } : { width, height };
}

/**
 * The renditions of a checked photo, smallest first. One decode: the image is oriented, converted to sRGB and
 * scaled once to the largest width as raw pixels, and every size is encoded from those pixels.
 */
export async function encodePhotoRenditions(input: PhotoInput): Promise<EncodedRendition[]> {
  const header = await readHeader(input);
  const widths = renditionWidths(header.width);
  const largest = widths[widths.length - 1] ?? PHOTO_WIDTHS[0];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, inputOptions)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable(PHOTO_NOT_AN_IMAGE_MESSAGE);
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  // One encode after another: a job holds one of libuv's threads, so the slots (photo-slots.ts) bound the threads
  // image work takes, and file reads, DNS and zlib keep the rest.
  const renditions: EncodedRendition[] = [];
  for (const width of widths) {
    const scaled = await sharp(decoded.data, { raw }).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } });
    const webp = await pixels().webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
    // JPEG has no transparency: a PNG's transparent parts become white, not black.
    const jpeg = await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
    renditions.push({ width: scaled.info.width, height: scaled.info.height, webp, jpeg });
  }
  return renditions;
}
