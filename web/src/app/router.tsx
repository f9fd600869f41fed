import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A page opened by its address (typed, a link from elsewhere, a no-script form) starts with no history state,
 * and react-router names every such entry "default": ScrollRestoration then restored the scroll position the
 * previous address left under that name, so /about could open 32 px down with the header already in its
 * scrolled state (issue 24). Naming the entry once, as react-router names its own, gives it a position of its
 * own; a reload keeps the state, and with it the entry's position.
 */
export function nameThisHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current['key'] === 'string' && current['key'] !== '') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10), idx: current['idx'] ?? 0 }, '');
}

export function createAppRouter(): AppRouter {
  nameThisHistoryEntry();
  return createBrowserRouter(routes);
}

/**
 * Before hydrating a server-rendered page, load the lazy route modules of the current URL's matches and put them
 * on their routes, so the router starts out initialised and renders the page the server did instead of the
 * spinner (react-router's documented pattern for lazy routes with server rendering).
 */
export async function loadCurrentRouteModules(location: Location): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const routeModule = await lazy();
      Object.assign(match.route, { ...routeModule, lazy: undefined });
    }),
  );
}
