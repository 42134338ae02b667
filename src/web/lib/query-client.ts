import { QueryCache, QueryClient } from '@tanstack/react-query';
import { noteServerAnswered } from '@/lib/last-sync';

/** A cache of the server's answers as the app reads them; the server draws each page it renders with one of its own. */
export const newQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onSuccess: noteServerAnswered }),
    defaultOptions: {
      queries: {
        // Asked for even while the browser reports no network: the service worker answers with what was saved.
        networkMode: 'offlineFirst',
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        // Run without a network too: a write then fails at once, or is kept on the device (lib/outbox), rather
        // than waiting unseen for the network.
        networkMode: 'always',
        retry: false,
      },
    },
  });

/** The browser's one cache. */
export const queryClient = newQueryClient();
