import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSignedInPage, preloadPage } from '@/App';
import type { FirstViewAnswers } from '@/first-view';
import { queryClient } from '@/lib/query-client';
import { rememberTimeZone } from '@/lib/remember-time-zone';
import { Root } from '@/root';
import '@/styles.css';
import { FIRST_VIEW_DATA } from '../common/first-view';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;
const path = window.location.pathname;
const app = <Root queryClient={queryClient} />;

/** The answers the server drew this page from, taken out of the page (a big trip's are megabytes); else null. */
function takeFirstViewAnswers(): FirstViewAnswers | null {
  const element = document.getElementById(FIRST_VIEW_DATA);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstViewAnswers;
  } catch {
    return null;
  }
}

/**
 * Takes over the page the server drew from `answers`, once the page's code has come, in a render the browser may
 * interrupt, like the pages it draws itself: the page, painted already, answers input meanwhile.
 */
async function takeOver(answers: FirstViewAnswers): Promise<void> {
  const { seedFirstView } = await import('@/first-view');
  if (!seedFirstView(queryClient, path, answers)) throw new Error(`The server does not draw ${path}`);
  preloadPage(path);
  await loadSignedInPage(path);
  startTransition(() => void hydrateRoot(container, app));
}

rememberTimeZone();
const answers = takeFirstViewAnswers();
if (answers && container.hasChildNodes()) {
  // Should the page's code fail to come, it is drawn anew, as a page the server did not draw.
  takeOver(answers).catch(() => {
    container.replaceChildren();
    createRoot(container).render(app);
  });
} else {
  preloadPage(path);
  createRoot(container).render(app);
}
