// A cover's SVG drawn as PNG without blocking the event loop. resvg's renderAsync parses the SVG, loads the
// fonts and rasterises on libuv's thread pool (~20 ms of work a cover), and zlib compresses there too. Only
// copying rows and framing the chunks (well under a millisecond) runs on the main thread; resvg's own
// asPng() would encode on the main thread (~4 ms a cover).
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';

const deflateAsync = promisify(deflate);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 4; // 8-bit RGBA
const COLOR_TYPE_RGBA = 6;
const FILTER_NONE = 0;
// resvg hands out premultiplied RGBA, which PNG cannot hold. An opaque background makes every pixel opaque,
// where premultiplied and straight alpha are the same bytes. The cover paints its own opaque gradient over
// the whole image, so this colour never shows.
const OPAQUE_BACKGROUND = '#ffffff';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * Encodes opaque RGBA pixels as PNG. Rows are stored unfiltered: for these smooth gradients that gives under
 * a third of the bytes of resvg's encoder (about 20 KB a cover against 65 KB), and filtering would be a
 * per-byte loop on the main thread.
 */
export async function encodePng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  const stride = width * BYTES_PER_PIXEL;
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const start = row * (stride + 1);
    scanlines[start] = FILTER_NONE;
    pixels.copy(scanlines, start + 1, row * stride, (row + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOR_TYPE_RGBA, 0, 0, 0], 8); // bit depth, colour type, compression, filter method, interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
}

/** PNG for link previews; uses the machine's fonts (text is left out where it has none). Deterministic. */
export async function renderCoverPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { background: OPAQUE_BACKGROUND, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return encodePng(image.pixels, image.width, image.height);
}
