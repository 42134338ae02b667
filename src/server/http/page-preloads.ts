import { FIRST_VIEW_DATA } from '../../common/first-view';
import type { BuiltChunks } from './built-chunks';
import type { FirstView } from './first-view';

/**
 * What a page of the web app asks for first: its code (modules under src/web) and its data (API addresses); and
 * the code of what it draws once that is on screen, fetched meanwhile: preloaded at a low priority (`later`),
 * or only fetched (`prefetch`), for a page whose own code is still running then.
 */
interface PageNeeds {
  modules: string[];
  data: string[];
  later?: string[];
  /** Fetched at the lowest priority and kept in the browser's cache, not compiled ahead as preloads are. */
  prefetch?: string[];
}

/** The template's own data preloads (the session check's). */
const ANSWER_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g;

const SIGNED_IN_FRAME = 'signed-in-routes.tsx';
/** Every signed-in page's frame shows the maintenance notice. */
const FRAME_DATA = ['/api/maintenance'];
const FRAMELESS = new Set(['/auth', '/logout-success']);
/** A page with a trip's map: its tiles' address is in the app's configuration. */
const MAP_DATA = ['/api/config'];
/** The map, drawn once the top of a page with it is on screen. */
const MAP_CODE = ['components/map/trip-map.tsx'];
// As the client's router reads them: a trip id is a positive integer, a share token is URL-safe base64.
const TRIP_PAGE = /^\/trips\/([1-9]\d{0,14})$/;
const SHARED_PAGE = /^\/shared-trip\/([\w-]{1,128})$/;

/**
 * The needs of the page at `pathname`, mirroring the client's routes (src/web/App.tsx and signed-in-routes.tsx).
 * `signedIn` is a guess from the session cookie's presence: a wrong guess costs a request, never a wrong page.
 */
function pageNeeds(pathname: string, signedIn: boolean): PageNeeds {
  const trip = TRIP_PAGE.exec(pathname);
  if (trip && signedIn) {
    const api = `/api/trips/${Number(trip[1])}`;
    // Its lower part's code (the map's library among it) is prefetched, not preloaded: Chromium compiles what it
    // preloads, and compiled beside the first view's code it delayed the first paint. Prefetched, it is in the browser's cache when the page's code, taking the page
    // over, asks for all of it at once (`preloadPrefetchedModules`).
    return {
      // With what takes over a page the server drew (decision record 026).
      modules: [SIGNED_IN_FRAME, 'pages/trip-detail.tsx', 'first-view.ts'],
      data: [api, `${api}/stops`, `${api}/photos`, `${api}/route`, ...MAP_DATA, ...FRAME_DATA],
      prefetch: ['pages/trip-detail-body.tsx', ...MAP_CODE],
    };
  }
  const shared = SHARED_PAGE.exec(pathname);
  if (shared) {
    const data = [`/api/shared-trip/${shared[1]}`, ...MAP_DATA];
    return signedIn
      ? {
          modules: [SIGNED_IN_FRAME, 'pages/shared-trip.tsx'],
          data: [...data, ...FRAME_DATA],
          later: MAP_CODE,
        }
      : { modules: ['pages/shared-trip.tsx'], data: [...data, '/api/basic-user'], later: MAP_CODE };
  }
  if (pathname === '/') {
    return signedIn
      ? {
          // The home page shares its address with the landing page, whose chunk the client loads for both.
          modules: [SIGNED_IN_FRAME, 'pages/home.tsx', 'pages/landing.tsx'],
          data: ['/api/trips', '/api/shared-trips', ...FRAME_DATA],
        }
      : { modules: ['pages/landing.tsx'], data: ['/api/basic-user'] };
  }
  if (!signedIn) return { modules: [], data: [] };
  // Signing in and out show pages without the frame.
  return { modules: [SIGNED_IN_FRAME], data: FRAMELESS.has(pathname) ? [] : FRAME_DATA };
}

/**
 * The app's HTML for one page, naming what that page will ask for so that the browser fetches it beside the
 * app's own scripts rather than once each script has run and asked for the next.
 */
export function pageHtml(
  template: string,
  chunks: BuiltChunks,
  pathname: string,
  signedIn: boolean,
  firstView: FirstView | null = null,
): string {
  const needs = pageNeeds(pathname, signedIn);
  const { modules, later = [], prefetch = [] } = needs;
  // What the server drew the page from comes in the page, but for answers too long to carry.
  const data = needs.data.filter((url) => !firstView?.carried.includes(url));
  const first = chunks.filesFor(modules);
  const firstStyles = chunks.stylesFor(modules);
  // Crossorigin as the app's own requests for them are, so that those are answered from the cache.
  const linksTo = (sources: string[], script: string, style: string) => [
    ...chunks
      .filesFor(sources)
      .filter((file) => !first.includes(file))
      .map((file) => `<link ${script} crossorigin href="${file}">`),
    ...chunks
      .stylesFor(sources)
      .filter((file) => !firstStyles.includes(file))
      .map((file) => `<link ${style} crossorigin href="${file}">`),
  ];
  const links = [
    ...first.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...linksTo(
      later,
      'rel="modulepreload" fetchpriority="low"',
      'rel="preload" as="style" fetchpriority="low"',
    ),
    ...linksTo(prefetch, 'rel="prefetch"', 'rel="prefetch" as="style"'),
    // As the client fetches them (credentials included), so that its requests take these answers.
    ...data.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`),
  ];
  const html = links.length === 0 ? template : template.replace('</head>', `${links.join('')}</head>`);
  return firstView ? withFirstView(html, firstView) : html;
}

/** The HTML with the page's first view in its root, and the answers it was drawn from beside it. */
function withFirstView(html: string, { markup, data, carried }: FirstView): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return html
    .replace(ANSWER_PRELOAD, (link, url: string) => (carried.includes(url) ? '' : link))
    .replace(
      root,
      () =>
        `<div id="root">${markup}</div><script type="application/json" id="${FIRST_VIEW_DATA}">${data}</script>`,
    );
}
