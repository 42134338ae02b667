import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DATA_CACHE, isSavedRead, isThumbnail, THUMBNAIL_CACHE } from './lib/saved-reads';

interface ServiceWorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
}
declare const self: ServiceWorkerScope;

// Every file of the build, each lazy chunk included: a page opened offline loads none from the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the page that installed it, so that what it reads is saved from then on. A later
// version waits until no page runs the old one (the next start), unless the traveller asks for it now.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') void self.skipWaiting();
});

// Pages come from the server (which draws them with their data); without a network, the app's shell, which
// draws them from what was saved.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isSavedRead(url),
  new NetworkFirst({ cacheName: DATA_CACHE }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isThumbnail(url),
  new CacheFirst({
    cacheName: THUMBNAIL_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 5000, purgeOnQuotaError: true })],
  }),
);
