import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { BUILD_HEADER } from '../common/web-build';
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
  // What the page's Workbox sends when the traveller chooses "Update now".
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const shell = () => matchPrecache('/index.html');

// Pages come from the server (which draws them with their data); without a network, the app's shell, which
// draws them from what was saved. So does a page of a newer version than this worker's, until that version
// takes over: run under this worker, its code would find none of its own files kept for the road.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      let page: Response;
      try {
        page = await fetch(request);
      } catch (error) {
        const saved = await shell();
        if (saved) return saved;
        throw error;
      }
      const build = page.headers.get(BUILD_HEADER);
      if (build === null || getCacheKeyForURL(build) !== undefined) return page;
      return (await shell()) ?? page;
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
