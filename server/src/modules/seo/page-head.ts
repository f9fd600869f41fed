// Crawlers and link previews do not run the SPA, so the server fills each page's <head> (issue: listing
// pages get their title, description, canonical URL and an OpenGraph/Twitter image).
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  type?: 'website' | 'product';
  /** A page that stays for its visitors but out of search engines (ADR 0032). */
  isNoIndex?: boolean;
}

export const SITE_NAME = 'BizBazaar';
export const DEFAULT_DESCRIPTION =
  "BizBazaar is India's marketplace for buying and selling businesses. Browse reviewed listings, contact sellers directly and list your business for free.";

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function truncateDescription(text: string, maxLength = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1).trimEnd()}…`;
}

/** The built index.html with its title and description replaced and the sharing tags added. */
export function renderPageHead(indexHtml: string, head: PageHead): string {
  const title = escapeAttribute(head.title);
  const description = escapeAttribute(head.description);
  const tags = [
    ...(head.isNoIndex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(head.canonicalUrl)}" />`,
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(head.imageUrl
      ? [`<meta property="og:image" content="${escapeAttribute(head.imageUrl)}" />`, `<meta name="twitter:image" content="${escapeAttribute(head.imageUrl)}" />`]
      : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
