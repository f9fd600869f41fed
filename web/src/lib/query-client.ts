import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3; // SPEC §9: TanStack Query's default

/**
 * A query client with the app's defaults. The browser keeps one for the tab's life; server rendering makes a new
 * one per request (web/src/entry-server.tsx), so one visitor's data never reaches another's page.
 */
export function createQueryClient({ isServer = false }: { isServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer (signed out, forbidden, not found, rate limited) will not change by asking again. The
        // server does not retry at all: a page whose data fails is sent without it and the browser asks again.
        retry: (failureCount, error) => {
          if (isServer) return false;
          if (error instanceof ApiError && error.isClientError) return false;
          return failureCount < MAX_RETRIES;
        },
      },
    },
  });
}

export const queryClient = createQueryClient();
