import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from '@/App';
import { ToastHost } from '@/components/ui/toast-host';
import { OfflineBanner } from '@/features/offline/offline-banner';

/**
 * The whole app, as the browser draws it and as the server draws a page of it (`ssrPath`, the page's address,
 * in place of the browser's): the same tree, so that the browser can take over what the server drew.
 */
export function Root({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath}>
          <OfflineBanner />
          <App />
          <ToastHost />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
