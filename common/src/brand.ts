// The brand, drawn one way everywhere (ADR 0039): the mark (a market stall with a marigold awning on an indigo
// tile) and the wordmark "BizBazaar" in one colour, "Biz" heavier. The site header and footer, the e-mails and
// the generated listing images all draw it from here; public/favicon.svg is the same drawing.

export const BRAND_NAME = 'BizBazaar';
export const BRAND_INDIGO = '#4338ca';
export const BRAND_MARIGOLD = '#f59e0b';

/** The mark's drawing on a 32 × 32 grid, without its <svg> element (each user places it). */
export const BRAND_MARK_BODY =
  `<rect width="32" height="32" rx="8" fill="${BRAND_INDIGO}"/>` +
  '<path d="M7 13.5 9.2 8h13.6l2.2 5.5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>' +
  `<path d="M7 13.5h18v1a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" fill="${BRAND_MARIGOLD}"/>` +
  '<path d="M9 17.5V24h14v-6.5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>' +
  '<rect x="14" y="19" width="4" height="5" fill="#fff"/>';

/** The mark drawn as a 64 px PNG among the site's files (web/public), for e-mails: most mail clients show no SVG. */
export const BRAND_MARK_PNG_PATH = '/brand-mark.png';

/** The mark as a standalone SVG document: public/favicon.svg is this drawing, brand-mark.png its 64 px PNG. */
export function brandMarkSvg(size = 32): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${BRAND_MARK_BODY}</svg>`;
}
