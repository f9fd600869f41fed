// A page (not an API call) that fails on our side gets a small page a person can read, not JSON: e.g. a
// listing link opened while the database is unavailable. It stands alone (the SPA's files may be what
// failed) and carries no script, so the strict Content-Security-Policy holds; helmet allows inline styles.
import type { FastifyRequest } from 'fastify';
import { SITE_NAME } from '../modules/seo/page-head.ts';

/** A browser asking for a page: GET or HEAD of a path outside /api. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return pathname !== '/api' && !pathname.startsWith('/api/');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface ErrorPage {
  /** One sentence that says what happened and what to do. */
  message: string;
  /** Shown for errors we log, so a user can quote it. */
  requestId?: string;
}

export function renderErrorPage({ message, requestId }: ErrorPage): string {
  const reference = requestId ? `\n      <p class="reference">Reference: <code>${escapeHtml(requestId)}</code></p>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(SITE_NAME)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a;
        font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 28rem; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; }
      h1 { margin: 0 0 0.75rem; font-size: 1.5rem; color: #1d4ed8; }
      .reference { color: #475569; font-size: 0.875rem; }
      a { display: inline-block; margin-top: 0.5rem; padding: 0.5rem 1rem; border-radius: 0.5rem; background: #1d4ed8; color: #fff; text-decoration: none; }
      a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(SITE_NAME)}</h1>
      <p>${escapeHtml(message)}</p>${reference}
      <a href="/">Go back home</a>
    </main>
  </body>
</html>
`;
}
