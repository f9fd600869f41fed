import type { QueryClient } from '@tanstack/react-query';
// The DOM build wires ReactDOM.flushSync into navigation (used when signing out).
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
