import { QueryClient } from '@tanstack/react-query';

/** A cache of the server's answers as the app reads them; the server draws each page it renders with one of its own. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });

/** The browser's one cache. */
export const queryClient = newQueryClient();
