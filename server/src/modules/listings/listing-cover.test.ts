import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import { encodePng, renderCoverPng } from './cover-png.ts';
import { BRAND_MARK_BODY } from '@common/brand.ts';
import { COVER_HEIGHT, COVER_WIDTH, coverVersion, hslToHex, renderListingCover, type CoverInput } from './listing-cover.ts';

const cover: CoverInput = { id: '0b6c1f9e-3a5d-4e27-9f10-2c8d7e6a4b31', category: { slug: 'food-beverage', name: 'Food & Beverage' } };

describe('renderListingCover', () => {
  it('is a 400×300 SVG', () => {
    const svg = renderListingCover(cover);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`width="${COVER_WIDTH}" height="${COVER_HEIGHT}"`);
  });

  // Issue 25: a card printed its title, city and price under an image that repeated them.
  it("repeats none of the card's text: its only words are the brand's, and it is named by its category", () => {
    const svg = renderListingCover(cover);
    const words = [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((match) => match[1]?.replace(/<[^>]+>/g, ''));
    expect(words).toEqual(['BizBazaar']);
    expect(svg).toContain('aria-label="Food &#38; Beverage business"');
  });

  it("draws the brand's mark and the category's illustration in the category's colour", () => {
    const food = renderListingCover(cover);
    expect(food).toContain(BRAND_MARK_BODY);
    const technology = renderListingCover({ ...cover, category: { slug: 'technology', name: 'Technology' } });
    const illustration = (svg: string) => /scale\(4\)[^>]*>(.*?)<\/g>/.exec(svg)?.[1];
    const background = (svg: string) => /<stop offset="1" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(illustration(food)).not.toBe(illustration(technology));
    expect(background(food)).not.toBe(background(technology));
    // Two listings of one category share the colour and the illustration; only the pattern differs.
    const otherFood = renderListingCover({ ...cover, id: 'c1a0e3f2-8d44-4d0b-b1f8-7a9e52d6c0aa' });
    expect(background(otherFood)).toBe(background(food));
    expect(illustration(otherFood)).toBe(illustration(food));
  });

  it('has an illustration and the brand\'s colour for a listing without a category or in a new one', () => {
    for (const category of [null, { slug: 'space-travel', name: 'Space <Travel>' }]) {
      const svg = renderListingCover({ ...cover, category });
      expect(svg).toMatch(/scale\(4\)[^>]*><path d="M15 21v-5/); // the stall
      expect(svg).not.toContain('<Travel>');
    }
  });

  it('converts HSL to hex exactly', () => {
    expect([hslToHex(0, 1, 0.5), hslToHex(120, 1, 0.5), hslToHex(240, 1, 0.5), hslToHex(0, 0, 1)]).toEqual(['#ff0000', '#00ff00', '#0000ff', '#ffffff']);
  });

  it('is deterministic, with a version that changes with what it shows', () => {
    expect(renderListingCover(cover)).toBe(renderListingCover({ ...cover }));
    expect(coverVersion(renderListingCover(cover))).toBe(coverVersion(renderListingCover({ ...cover })));
    expect(coverVersion(renderListingCover(cover))).not.toBe(coverVersion(renderListingCover({ ...cover, category: { slug: 'pharmacy', name: 'Pharmacy' } })));
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
