import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_BODY, BRAND_MARK_PNG_PATH } from './brand.ts';

// The favicon and the header's logo are a file, the mail's mark a PNG of it: all must stay the one drawing.
const publicFile = (name: string) => new URL(`../../web/public/${name}`, import.meta.url);

describe('the brand mark', () => {
  it('is the same drawing in public/favicon.svg', () => {
    const favicon = readFileSync(publicFile('favicon.svg'), 'utf8').replace(/>\s+</g, '><').trim();
    expect(favicon).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${BRAND_MARK_BODY}</svg>`);
  });

  it('has its PNG among the public files for e-mails', () => {
    const png = readFileSync(publicFile(BRAND_MARK_PNG_PATH.slice(1)));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(64); // IHDR width
  });
});
