import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// The DOM build wires ReactDOM.flushSync into navigation (used when signing out).
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';
import { onShellHydrated } from './staged-hydration';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // A server-rendered page shows its buttons before they respond; <html data-hydrated> says they now do (effects
  // run only after hydration), so the browser journeys click nothing too early. It is set once the parts that
  // hydrate later have too (ADR 0041).
  useEffect(() => {
    onShellHydrated();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
