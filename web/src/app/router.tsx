import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
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
