import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export const queryClient = new QueryClient({
  // A failed action tells the user once, in their language; failed reads show their error where the data goes.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.onError) notifyError(error);
    },
  }),
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
