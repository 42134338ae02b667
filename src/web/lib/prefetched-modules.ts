/**
 * Asks at once, as module preloads, for the modules the page's HTML had the browser prefetch (decision record 026).
 * Left as prefetches, they were imported one round after another: the build's import helper preloads a chunk's
 * imports only where the page links to none of them yet, so each module's imports were found once it had come from
 * the cache and been parsed (three rounds for a trip page's map).
 */
export function preloadPrefetchedModules(): void {
  for (const prefetched of document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][href$=".js"]')) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = prefetched.href;
    prefetched.replaceWith(preload);
  }
}
