import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  /** Whether the visitor is signed in (the session is fetched first), for data only a signed-in user has. */
  isSignedIn: boolean;
}

/**
 * What a public page needs before it can render: the same queryOptions its components read, so the server and
 * the browser share one definition of keys and fetchers (ADR 0018).
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

/**
 * A route's handle. A page that has one is server-rendered (web/src/entry-server.tsx); a page without one
 * (the signed-in pages) is answered with the shell and rendered in the browser.
 */
export interface PageHandle {
  prefetch: PagePrefetch;
}

export const prefetchNothing: PagePrefetch = async () => undefined;

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageHandle>).prefetch === 'function';
}
