import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* SPEC §9: the library's defaults (bottom-right, label "Notifications", Alt+T, 4 s+ dismissal). */}
      <Toaster />
    </QueryClientProvider>
  );
}
