/**
 * Fetches and decodes images a page is about to show, so that they are ready when it draws them; the page's own
 * images of the same addresses take them from the browser's memory cache. A failure is left to the page's image.
 */
export function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    const image = new Image();
    image.src = url;
    void image.decode().catch(() => undefined);
  }
}
