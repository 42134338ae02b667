import { forgetAllWrites } from './outbox/store';

/** What the service worker keeps of the server's answers, so that trips seen before open without a network. */
export const DATA_CACHE = 'roadbook-data';
export const THUMBNAIL_CACHE = 'roadbook-thumbnails';
/** Caches that hold a signed-in traveller's own data: emptied at sign-out. */
export const PRIVATE_CACHES = [DATA_CACHE, THUMBNAIL_CACHE];

/**
 * Reads not worth keeping on the device, or not to be kept: live event streams and positions, files made on
 * request (PDFs, exports), recordings read in ranges, searches, and the administration area.
 */
const NOT_SAVED = [
  /^\/api\/(docs|admin|places|photos\/search|users\/search|generate-)/,
  /\/(events|position|pdf|voice-memo)$/,
  /\/export[./]/,
];

export const isSavedRead = (url: URL) =>
  url.pathname.startsWith('/api/') && !NOT_SAVED.some((pattern) => pattern.test(url.pathname));

export const isThumbnail = (url: URL) => url.pathname.startsWith('/uploads/thumbs/');

/**
 * Saves the answers a server-drawn page carried inside it as if the device had read them: without a network, the
 * page opens from them, though the app never fetched them.
 */
export async function saveCarriedAnswers(answers: Record<string, unknown>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(DATA_CACHE);
  await Promise.all(
    Object.entries(answers).map(([url, answer]) =>
      cache.put(
        new URL(url, window.location.origin),
        new Response(JSON.stringify(answer), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      ),
    ),
  );
}

/** What the app needs to open at all offline (who is signed in, the server's settings): kept by "clear". */
const APP_READS = new Set(['/api/user', '/api/basic-user', '/api/config', '/api/maintenance']);

/**
 * The trips saved for use without a network, their answers and thumbnails; the app itself, the account it is
 * signed in to and waiting changes stay.
 */
export async function forgetSavedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const data = await caches.open(DATA_CACHE);
  const reads = await data.keys();
  await Promise.all([
    ...reads.filter((read) => !APP_READS.has(new URL(read.url).pathname)).map((read) => data.delete(read)),
    caches.delete(THUMBNAIL_CACHE),
  ]);
}

/** At sign-out: the answers and thumbnails this device kept of the account, and its waiting changes, go. */
export async function forgetSavedData(): Promise<void> {
  const forgetCaches = async () => {
    if (typeof caches !== 'undefined') await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
  };
  await Promise.all([forgetAllWrites(), forgetCaches()]).catch((error) =>
    console.warn('The data this device saved could not be removed', error),
  );
}
