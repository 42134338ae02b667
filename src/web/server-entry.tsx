import { renderToString } from 'react-dom/server';
import { loadSignedInPage } from '@/App';
import { type FirstViewAnswers, firstViewQueries, seedFirstView } from '@/first-view';
import { newQueryClient } from '@/lib/query-client';
import { inTimeZone } from '@/lib/readers-time-zone';
import { Root } from '@/root';

/** The API addresses the first view of the page at `path` is drawn from; none for a page the browser draws. */
export function firstViewUrls(path: string): string[] {
  return firstViewQueries(path).map(({ url }) => url);
}

/**
 * The markup of the first view of the page at `path`, drawn from `answers` (the API's answers at
 * `firstViewUrls(path)`, to this page's reader) in a cache of this page's own, its dates shown in the reader's
 * `timeZone`; null when they do not make one.
 */
export async function renderFirstView(
  path: string,
  answers: FirstViewAnswers,
  timeZone: string,
): Promise<string | null> {
  const client = newQueryClient();
  try {
    if (!seedFirstView(client, path, answers)) return null;
    await loadSignedInPage(path);
    return inTimeZone(timeZone, () => renderToString(<Root queryClient={client} ssrPath={path} />));
  } finally {
    client.clear();
  }
}
