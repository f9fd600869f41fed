import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// The DOM build wires ReactDOM.flushSync into navigation (used when signing out).
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // A server-rendered page shows its buttons before they respond; this mark says they now do (effects run only
  // after hydration), so the browser journeys click nothing too early.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
