// Server rendering of the public pages (ADR 0018). The renderer is web/src/entry-server.tsx: Vite builds it into
// dist/server, loaded here beside the dist/web it belongs to; tests pass the source module instead. The server
// only hands it the URL and a fetch that answers the page's API requests in-process, as the visitor.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  appHtml: string;
  stateHtml: string;
}

export interface PageRenderer {
  /** null for a page rendered in the browser only (the signed-in pages). */
  renderPage(options: { url: string; fetchApi: ApiFetch }): Promise<RenderedPage | null>;
}

/** The built renderer beside the built SPA (dist/server next to dist/web), or undefined before it was built. */
export async function loadPageRenderer(webRoot: string): Promise<PageRenderer | undefined> {
  const entry = join(webRoot, '..', 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * The page's API requests, answered by this app through inject() with the visitor's cookie and address: the
 * JSON is exactly what the browser would get (permissions, rate limits), and no socket is opened. Cookies the
 * API sets (a refreshed session) are collected for the page's own answer.
 */
export function createInProcessFetch(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): ApiFetch {
  return async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
        ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
        ...(typeof init.body === 'string' && { 'content-type': 'application/json' }),
      },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

const RENDER_TIME_LIMIT_MS = 5_000;

/**
 * The rendered page, or null to send the shell: for a page rendered in the browser only, and when rendering
 * fails or takes too long. A failed render is logged, never answered with an error page.
 */
export async function renderPageOrShell(renderer: PageRenderer, request: FastifyRequest, fetchApi: ApiFetch): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`server rendering took more than ${RENDER_TIME_LIMIT_MS} ms`)), RENDER_TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([renderer.renderPage({ url: request.url, fetchApi }), timeLimit]);
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed; the page is sent as the shell and rendered in the browser');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The shell with the rendered markup in <div id="root"> and the data block after it. */
export function fillShell(indexHtml: string, page: RenderedPage): string {
  return (
    indexHtml
      .replace('<div id="root"></div>', () => `<div id="root">${page.appHtml}</div>\n    ${page.stateHtml}`)
      // The page reads without script; the "needs JavaScript" notice is for the shell only.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  );
}
