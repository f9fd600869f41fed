// Server rendering of the public pages (ADR 0018). Vite builds this file into dist/server; the server imports it
// and calls renderPage() for each page request (server/src/modules/seo/spa.ts). The page renders from the same
// route table and the same queries as in the browser; the data comes from the API in-process, as the visitor.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { setApiFetchSource, type ApiFetch } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { isPageHandle } from './app/page-handle';
import { PAGE_STATE_ELEMENT_ID, serializePageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { routes } from './app/route-table';

export type { ApiFetch };

export interface RenderPageOptions {
  /** The page's path and query, as requested. */
  url: string;
  /** Answers the page's API requests as the visitor would get them (their cookie, their permissions). */
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  appHtml: string;
  /** The query cache in a JSON data block, to place after <div id="root"> (never executed: no CSP change). */
  stateHtml: string;
}

// Each request's queries run inside its own context, so concurrent renders never share a visitor's fetch.
const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetchSource(() => {
  const fetchApi = requestFetch.getStore();
  if (!fetchApi) throw new Error('An API request was made outside a page render');
  return fetchApi;
});

const staticHandler = createStaticHandler(routes);

async function readStream(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The markup, with no inline script. prerender waits for everything (lazy components included) instead of
 * streaming; and with no chunk size limit React writes every Suspense boundary in place, where it would otherwise
 * write a large page's later boundaries apart and move them in with an inline script, which the CSP refuses.
 */
async function renderWithoutScripts(page: ReactNode): Promise<string> {
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      renderError ??= error;
    },
  });
  const html = await readStream(prelude);
  // A part that failed would be rendered again in the browser, and differently: the caller sends the shell.
  if (renderError) throw renderError;
  // Seller-typed text is escaped, so a tag here is React's own: never send it.
  if (html.includes('<script')) throw new Error('the render wrote an inline script');
  return html;
}

/**
 * The page's HTML and data, or null for a page that is rendered in the browser only (signed-in pages have no
 * PageHandle). Throws when rendering fails; the caller then sends the shell.
 */
export async function renderPage({ url, fetchApi }: RenderPageOptions): Promise<RenderedPage | null> {
  // Joined, not resolved: a path such as //host/listings stays a path (the server answers it 404).
  const request = new Request(`http://localhost${url}`);
  const context = await staticHandler.query(request);
  // No route has a loader or action, so there is no redirect to answer; a Response would mean one was added.
  if (context instanceof Response) return null;
  const page = context.matches.at(-1);
  if (!page || !isPageHandle(page.route.handle)) return null;

  // A new client per request: the browser's singleton would carry one visitor's data into another's page.
  const queryClient = createQueryClient({ isServer: true });
  await requestFetch.run(fetchApi, async () => {
    // The navigation bar of every page shows who is signed in.
    const session = await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
    await page.route.handle.prefetch({
      queryClient,
      params: page.params,
      searchParams: new URL(request.url).searchParams,
      isSignedIn: session?.profile != null,
    });
  });

  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const appHtml = await renderWithoutScripts(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* hydrate={false}: react-router's inline hydration script would be refused by the CSP (no loader data to pass). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const stateHtml = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(dehydrate(queryClient))}</script>`;
  queryClient.clear();
  return { appHtml, stateHtml };
}
