import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3; // SPEC §9: TanStack Query's default

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer (signed out, forbidden, not found, rate limited) will not change by asking again.
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.isClientError) return false;
        return failureCount < MAX_RETRIES;
      },
    },
  },
});
