// The generated 400×300 image for listings without photos (SPEC §9, issue 25): a pattern in the colour of the
// listing's category with the category's illustration, and the brand's mark (ADR 0039). It repeats none of the
// card's own text (no title, price or city): the card prints those beside it. The same image serves link
// previews (og:image), where the page's title travels with it. Pure and deterministic, so the same listing always
// gives the same bytes and the response can be cached (ADR 0010).
import { createHash } from 'node:crypto';
import { BRAND_MARK_BODY, BRAND_NAME } from '@common/brand.ts';

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;

export interface CoverInput {
  /** The listing's id: picks the pattern and its angle, so neighbouring cards of one category differ. */
  id: string;
  category: { slug: string; name: string } | null;
}

// Lucide's icons (ISC licence, as the web uses), 24 × 24, by category slug; 'default' for none or a new one.
const illustrations: Record<string, string> = {
  'technology': '<path d="M18 5a2 2 0 0 1 2 2v8.526a2 2 0 0 0 .212.897l1.068 2.127a1 1 0 0 1-.9 1.45H3.62a1 1 0 0 1-.9-1.45l1.068-2.127A2 2 0 0 0 4 15.526V7a2 2 0 0 1 2-2z"/><path d="M20.054 15.987H3.946"/>',
  'retail-ecommerce': '<path d="M16 10a4 4 0 0 1-8 0"/><path d="M3.103 6.034h17.794"/><path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z"/>',
  'food-beverage': '<path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2"/><path d="M7 2v20"/><path d="M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7"/>',
  'manufacturing': '<path d="M12 16h.01"/><path d="M16 16h.01"/><path d="M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2z"/><path d="M8 16h.01"/>',
  'services': '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  'healthcare': '<path d="M11 2v2"/><path d="M5 2v2"/><path d="M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1"/><path d="M8 15a6 6 0 0 0 12 0v-3"/><circle cx="20" cy="10" r="2"/>',
  'education': '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>',
  'hospitality-travel': '<path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z"/>',
  'logistics': '<path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/><path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/><circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/>',
  'agriculture': '<path d="M2 22 16 8"/><path d="M3.47 12.53 5 11l1.53 1.53a3.5 3.5 0 0 1 0 4.94L5 19l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z"/><path d="M7.47 8.53 9 7l1.53 1.53a3.5 3.5 0 0 1 0 4.94L9 15l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z"/><path d="M11.47 4.53 13 3l1.53 1.53a3.5 3.5 0 0 1 0 4.94L13 11l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z"/><path d="M20 2h2v2a4 4 0 0 1-4 4h-2V6a4 4 0 0 1 4-4Z"/><path d="M11.47 17.47 13 19l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L5 19l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z"/><path d="M15.47 13.47 17 15l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L9 15l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z"/><path d="M19.47 9.47 21 11l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L13 11l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z"/>',
  'textiles-apparel': '<path d="M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z"/>',
  'automotive': '<path d="M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2"/><circle cx="7" cy="17" r="2"/><path d="M9 17h6"/><circle cx="17" cy="17" r="2"/>',
  'construction-real-estate': '<path d="M10 12h4"/><path d="M10 8h4"/><path d="M14 21v-3a2 2 0 0 0-4 0v3"/><path d="M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2"/><path d="M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"/>',
  'beauty-wellness': '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/><path d="M20 2v4"/><path d="M22 4h-4"/><circle cx="4" cy="20" r="2"/>',
  'pharmacy': '<path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z"/><path d="m8.5 8.5 7 7"/>',
  'media-entertainment': '<path d="m12.296 3.464 3.02 3.956"/><path d="M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z"/><path d="M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="m6.18 5.276 3.1 3.899"/>',
  'default': '<path d="M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5"/><path d="M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244"/><path d="M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05"/>',
};

// A category's hue, so a colour means a category on every card (the old covers' six colours meant nothing).
const categoryHues: Record<string, number> = {
  technology: 222,
  'retail-ecommerce': 262,
  'food-beverage': 18,
  manufacturing: 200,
  services: 238,
  healthcare: 170,
  education: 280,
  'hospitality-travel': 192,
  logistics: 30,
  agriculture: 100,
  'textiles-apparel': 330,
  automotive: 0,
  'construction-real-estate': 42,
  'beauty-wellness': 310,
  pharmacy: 150,
  'media-entertainment': 250,
};
const DEFAULT_HUE = 243; // the brand's indigo

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** #rrggbb of an HSL colour (saturation and lightness 0–1). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Three quiet patterns in white over the category's colour; which one, and its angle, come from the listing. */
function patternOf(digest: Buffer): string {
  const kind = (digest[0] ?? 0) % 3;
  // Fine steps of angle and offset: two listings drawing the very same image (and sharing a cache entry) is rare.
  const angle = (digest.readUInt16BE(1) % 1800) / 10;
  const [offsetX, offsetY] = [(digest[3] ?? 0) % 16, (digest[4] ?? 0) % 16];
  const shapes = [
    '<circle cx="8" cy="8" r="2.2" fill="#fff"/>',
    '<path d="M0 8h16" stroke="#fff" stroke-width="3"/>',
    '<path d="M0 16a8 8 0 0 1 16 0M-8 8a8 8 0 0 1 16 0M8 8a8 8 0 0 1 16 0" fill="none" stroke="#fff" stroke-width="1.6"/>',
  ];
  return `<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle}) scale(1.5) translate(${offsetX} ${offsetY})">${shapes[kind]}</pattern>`;
}

export function renderListingCover(input: CoverInput): string {
  const digest = createHash('sha256').update(input.id).digest();
  const slug = input.category?.slug ?? '';
  const hue = categoryHues[slug] ?? DEFAULT_HUE;
  const background = hslToHex(hue, 0.45, 0.3);
  const glow = hslToHex(hue, 0.55, 0.42);
  const illustration = illustrations[slug] ?? illustrations.default ?? '';
  const label = input.category ? `${input.category.name} business` : 'Business for sale';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(label)}">
<defs>${patternOf(digest)}<radialGradient id="g" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${background}"/></radialGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#p)" opacity="0.1"/>
<circle cx="200" cy="140" r="82" fill="#fff" fill-opacity="0.12"/>
<g transform="translate(152 92) scale(4)" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${illustration}</g>
<g transform="translate(20 252)">${BRAND_MARK_BODY}</g>
<text x="60" y="274" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="16" fill="#fff" fill-opacity="0.92"><tspan font-weight="800">Biz</tspan><tspan font-weight="500">Bazaar</tspan></text>
<title>${escapeXml(`${label} · ${BRAND_NAME}`)}</title>
</svg>`;
}

/**
 * A short hash of the SVG: everything a cover shows is in it, so it changes whenever the listing's category
 * does. The ETag and the PNG cache key (cover-renderer.ts); the PNG itself is drawn in cover-png.ts.
 */
export function coverVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 27);
}
