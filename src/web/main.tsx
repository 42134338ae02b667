import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSignedInPage, preloadPage } from '@/App';
import { sayWhenUpdated } from '@/features/offline/new-version';
import type { FirstViewData } from '@/first-view';
import { preloadPrefetchedModules } from '@/lib/prefetched-modules';
import { queryClient } from '@/lib/query-client';
import { inRememberedTimeZone, rememberTimeZoneWhenIdle } from '@/lib/remember-time-zone';
import { saveCarriedAnswers } from '@/lib/saved-reads';
import { whenIdle } from '@/lib/when-idle';
import { Root } from '@/root';
import '@/styles.css';
import { FIRST_VIEW_DATA } from '../common/first-view';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;
const path = window.location.pathname;
const app = <Root queryClient={queryClient} />;

/** What the server drew this page from, taken out of the page (it can be a megabyte); else null. */
function takeFirstViewData(): FirstViewData | null {
  const element = document.getElementById(FIRST_VIEW_DATA);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstViewData;
  } catch {
    return null;
  }
}

const drawAnew = () => {
  container.replaceChildren();
  createRoot(container).render(app);
};

/**
 * Takes over the page the server drew from `data`, once the page's code has come, in a render the browser may
 * interrupt, like the pages it draws itself: the page, painted already, answers input meanwhile. An answer that
 * changed since has the page drawn anew, from the answers just fetched.
 */
async function takeOver(data: FirstViewData): Promise<void> {
  preloadPrefetchedModules();
  if (!inRememberedTimeZone()) throw new Error('The page was drawn in another time zone');
  const { currentAnswers, readCarriedAgain, seedFirstView } = await import('@/first-view');
  const [{ answers, asDrawn }] = await Promise.all([currentAnswers(data), loadSignedInPage(path)]);
  if (!seedFirstView(queryClient, path, answers)) throw new Error(`The server does not draw ${path}`);
  preloadPage(path);
  whenIdle(() => {
    saveCarriedAnswers(answers).catch((error) => console.warn('The page could not be saved offline', error));
  }, 5000);
  if (asDrawn) startTransition(() => void hydrateRoot(container, app));
  else {
    drawAnew();
    readCarriedAgain(queryClient, path, data);
  }
}

rememberTimeZoneWhenIdle();
const firstView = takeFirstViewData();
if (firstView && container.hasChildNodes()) {
  // Should the page's code or an answer fail to come, or the browser be in another time zone than the page was
  // drawn in, it is drawn anew, as a page the server did not draw.
  takeOver(firstView).catch(drawAnew);
} else {
  preloadPage(path);
  createRoot(container).render(app);
}

sayWhenUpdated(new URL(import.meta.url).pathname);
void import('@/features/offline/send-waiting').then((module) =>
  module.startSendingWaitingChanges(queryClient),
);
// Once the page has loaded, so that the worker's download of the whole app never competes with the page's own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/features/offline/service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
