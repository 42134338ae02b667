import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSignedInPage, preloadPage } from '@/App';
import { type FirstViewAnswers, seedFirstView } from '@/first-view';
import { queryClient } from '@/lib/query-client';
import { rememberTimeZone } from '@/lib/readers-time-zone';
import { Root } from '@/root';
import '@/styles.css';
import { FIRST_VIEW_DATA } from '../common/first-view';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const path = window.location.pathname;

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

rememberTimeZone();
const answers = takeFirstViewAnswers();
const drawnOnServer = answers !== null && root.hasChildNodes() && seedFirstView(queryClient, path, answers);
preloadPage(path);
const app = <Root queryClient={queryClient} />;
if (drawnOnServer) {
  // Taken over once the page's code has come; should it fail to come, drawn anew, as a page the server did not draw.
  loadSignedInPage(path).then(
    // In a render the browser may interrupt, like the pages it draws itself: the server's page is painted,
    // and answers input, meanwhile.
    () => startTransition(() => void hydrateRoot(root, app)),
    () => {
      root.replaceChildren();
      createRoot(root).render(app);
    },
  );
} else {
  createRoot(root).render(app);
}
