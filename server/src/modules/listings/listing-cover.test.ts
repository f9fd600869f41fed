import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import { encodePng, renderCoverPng } from './cover-png.ts';
import { COVER_HEIGHT, COVER_WIDTH, coverVersion, renderListingCover, wrapTitle, type CoverInput } from './listing-cover.ts';

const TITLE_FONT = 'font-size="24"';
const cover: CoverInput = { title: 'Chai stall in Pune', businessType: 'Food stall', location: 'Pune, Maharashtra', askingPrice: 12_00_000_00 };

/** The text of each title line of a rendered cover (the title is the only 24-pixel text). */
function titleLinesOf(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*font-size="24"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Chai stall in Pune')).toEqual(['Chai stall in Pune']);
  });

  it('wraps at word boundaries into at most two lines of at most 22 characters', () => {
    expect(wrapTitle('Profitable cloud kitchen with three brands')).toEqual(['Profitable cloud', 'kitchen with three br…']);
    expect(wrapTitle('Profitable cloud kitchen in Bengaluru')).toEqual(['Profitable cloud', 'kitchen in Bengaluru']);
  });

  it('ends an overflowing second line with an ellipsis', () => {
    const lines = wrapTitle('Established family-run sweet shop with two outlets and a central kitchen in Lucknow');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(22);
  });

  it('breaks a word longer than a line instead of letting it run off the image', () => {
    const lines = wrapTitle('Supercalifragilisticexpialidocious Bakery');
    expect(lines).toEqual(['Supercalifragilisticex', 'pialidocious Bakery']);
    const single = wrapTitle('x'.repeat(100));
    expect(single).toEqual(['x'.repeat(22), `${'x'.repeat(21)}…`]);
    const afterShortWord = wrapTitle(`Cafe ${'y'.repeat(40)}`);
    expect(afterShortWord).toEqual(['Cafe', `${'y'.repeat(21)}…`]);
    for (const line of [...lines, ...single, ...afterShortWord]) expect(line.length).toBeLessThanOrEqual(22);
  });

  it('collapses surrounding and repeated white space', () => {
    expect(wrapTitle('   Dental   clinic \n in  Kochi  ')).toEqual(['Dental clinic in Kochi']);
  });

  it('honours another line length and line count', () => {
    expect(wrapTitle('one two three four five', 9, 3)).toEqual(['one two', 'three', 'four five']);
  });
});

describe('renderListingCover', () => {
  it('is a 400×300 SVG with the title on exactly two lines when it is long', () => {
    const svg = renderListingCover({ ...cover, title: 'Well-known award-winning South Indian restaurant chain with five outlets' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`width="${COVER_WIDTH}" height="${COVER_HEIGHT}"`);
    expect(svg.split(`<text x="28" y="`).filter((part) => part.includes(TITLE_FONT))).toHaveLength(2);
    const lines = titleLinesOf(svg);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('puts a short title on one line', () => {
    expect(titleLinesOf(renderListingCover(cover))).toEqual(['Chai stall in Pune']);
  });

  it('shows the price in rupees (en-IN grouping) from the stored paise, not the raw paise', () => {
    const svg = renderListingCover({ ...cover, askingPrice: 1_25_00_000_00 });
    expect(svg).toContain('>₹1,25,00,000</text>');
    expect(svg).not.toContain('12,50,00,00,000');
    expect(renderListingCover({ ...cover, askingPrice: 12_00_000_00 })).toContain('>₹12,00,000</text>');
  });

  it('shows business type and location, and leaves out a missing business type', () => {
    expect(renderListingCover(cover)).toContain('>Food stall · Pune, Maharashtra</text>');
    expect(renderListingCover({ ...cover, businessType: null })).toContain('>Pune, Maharashtra</text>');
  });

  it('escapes markup in the text it shows', () => {
    const svg = renderListingCover({ ...cover, title: '<script>alert("x")</script> & Co', location: 'Pune <b>' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38; Co');
  });

  it('is deterministic: the same listing always gives the same bytes', () => {
    expect(renderListingCover(cover)).toBe(renderListingCover({ ...cover }));
    expect(renderListingCover(cover)).not.toBe(renderListingCover({ ...cover, askingPrice: cover.askingPrice + 100 }));
  });

  it('has a version that changes with what the cover shows', () => {
    expect(coverVersion(renderListingCover(cover))).toBe(coverVersion(renderListingCover({ ...cover })));
    expect(coverVersion(renderListingCover(cover))).not.toBe(coverVersion(renderListingCover({ ...cover, location: 'Nashik, Maharashtra' })));
  });
});

/** The chunks of a PNG after its 8-byte signature: length, type, data, CRC. */
function chunksOf(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({ type: png.toString('latin1', offset + 4, offset + 8), data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

describe('renderCoverPng', () => {
  it('renders to a PNG, the same bytes every time', async () => {
    const svg = renderListingCover(cover);
    const png = await renderCoverPng(svg);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk holds the width and height.
    expect(png.readUInt32BE(16)).toBe(COVER_WIDTH);
    expect(png.readUInt32BE(20)).toBe(COVER_HEIGHT);
    expect((await renderCoverPng(svg)).equals(png)).toBe(true);
  });

  it('stores exactly the pixels resvg drew, every one opaque', async () => {
    const image = await renderAsync(renderListingCover(cover), { background: '#ffffff' });
    const pixels = image.pixels; // a getter that copies the whole image on every read
    const chunks = chunksOf(await encodePng(pixels, image.width, image.height));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const stride = image.width * 4;
    // Each row unfiltered: a 0 filter byte, then the row's pixels.
    const expected = Buffer.concat(
      Array.from({ length: image.height }, (_, row) => Buffer.concat([Buffer.from([0]), pixels.subarray(row * stride, (row + 1) * stride)])),
    );
    expect(inflateSync(chunks[1]?.data ?? Buffer.alloc(0)).equals(expected)).toBe(true);
    let translucentPixels = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) translucentPixels += 1;
    expect(translucentPixels).toBe(0);
  });
});
