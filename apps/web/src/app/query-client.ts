import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network trouble might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.kind === 'http' && (error.status ?? 0) < 500) && count < 2,
    },
  },
});
