import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

// The query client is passed in: the browser's one for the tab, or the server's one for a single request.
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* SPEC §9: the library's defaults (bottom-right, label "Notifications", Alt+T, 4 s+ dismissal). */}
      <Toaster />
    </QueryClientProvider>
  );
}
