// The generated 400×300 cover for listings without an uploaded image (SPEC §9): title wrapped to at most
// two lines, business type, location and the price in rupees (ARCHITECTURE §7). Pure and deterministic,
// so the same listing always gives the same bytes and the response can be cached.
import { createHash } from 'node:crypto';
import { formatInr } from '@common/money.ts';

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;
const MAX_TITLE_LINES = 2;
const TITLE_CHARS_PER_LINE = 22;

const palettes = [
  ['#1e3a8a', '#3b82f6'],
  ['#14532d', '#22c55e'],
  ['#7c2d12', '#f97316'],
  ['#581c87', '#a855f7'],
  ['#134e4a', '#14b8a6'],
  ['#831843', '#ec4899'],
] as const;

export interface CoverInput {
  title: string;
  businessType: string | null;
  location: string;
  askingPrice: number;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits a word too long for one line into line-sized pieces (else it would run off the image). */
function breakLongWord(word: string, charsPerLine: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < word.length; start += charsPerLine) pieces.push(word.slice(start, start + charsPerLine));
  return pieces;
}

/** Greedy word wrap; a second line that still overflows ends with an ellipsis. */
export function wrapTitle(title: string, charsPerLine = TITLE_CHARS_PER_LINE, maxLines = MAX_TITLE_LINES): string[] {
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => breakLongWord(word, charsPerLine));
  const lines: string[] = [];
  let current = '';
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= charsPerLine) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (lines.length === maxLines - 1) {
      const rest = words.slice(index).join(' ');
      lines.push(rest.length > charsPerLine ? `${rest.slice(0, charsPerLine - 1).trimEnd()}…` : rest);
      return lines;
    }
  }
  if (current) lines.push(current.length > charsPerLine ? `${current.slice(0, charsPerLine - 1)}…` : current);
  return lines.slice(0, maxLines);
}

export function renderListingCover(input: CoverInput): string {
  const digest = createHash('sha256').update(input.title).digest();
  const [dark, light] = palettes[(digest[0] ?? 0) % palettes.length] ?? palettes[0];
  const titleLines = wrapTitle(input.title);
  const title = titleLines
    .map((line, index) => `<text x="28" y="${118 + index * 34}" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const details = [input.businessType, input.location].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">
<text x="28" y="52" font-size="14" font-weight="600" fill="#ffffff" fill-opacity="0.85" letter-spacing="2">BUSINESS FOR SALE</text>
${title}
<text x="28" y="${118 + titleLines.length * 34 + 8}" font-size="16" fill="#ffffff" fill-opacity="0.9">${escapeXml(details)}</text>
<text x="28" y="268" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(formatInr(input.askingPrice))}</text>
</g></svg>`;
}

/**
 * A short hash of the SVG: everything a cover shows is in it, so it changes whenever the title, type, location
 * or price do. The ETag and the PNG cache key (cover-renderer.ts); the PNG itself is drawn in cover-png.ts.
 */
export function coverVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 27);
}
