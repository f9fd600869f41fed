import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

// Loaded once the page is interactive, so sonner is no part of the first paint (lib/toast.ts).
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

// The query client is passed in: the browser's one for the tab, or the server's one for a single request.
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterAfterMount />
    </QueryClientProvider>
  );
}

/** Not server-rendered: nothing to toast before the page runs, and the server's HTML stays without it. */
function ToasterAfterMount() {
  // False on the server and while hydrating, true from the first render after: no mismatch, no extra state.
  const isHydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return isHydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const subscribeToNothing = () => () => undefined;
